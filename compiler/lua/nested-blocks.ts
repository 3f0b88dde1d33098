// The statement lists nested directly in a statement (if clauses, loop and do bodies), for the
// passes that walk blocks without entering function bodies.
import type * as L from 'luaparse';

// Most statements have no block: they all share one empty list rather than each making one.
const NONE: readonly L.Statement[][] = Object.freeze([]);

/** The blocks directly inside `s`; none for statements without a body or for functions. */
export function nestedBlocks(s: L.Node): readonly L.Statement[][] {
  switch (s.type) {
    case 'IfStatement': {
      // a loop, not map with a callback: this runs for every statement of several passes
      const clauses = (s as L.IfStatement).clauses;
      const blocks: L.Statement[][] = [];
      for (let k = 0; k < clauses.length; k++) blocks.push(clauses[k]!.body);
      return blocks;
    }
    case 'WhileStatement':
    case 'DoStatement':
    case 'RepeatStatement':
    case 'ForNumericStatement':
    case 'ForGenericStatement':
      return [(s as L.WhileStatement).body];
    default:
      return NONE;
  }
}

// A block's statements: structured goto lowering and `<close>` scopes.
//
// Gotos become labelled JS statements (lua 5.4 only jumps to a label visible in an enclosing block
// of the same function): a forward goto wraps the statements from the goto to the label in a
// labelled block left with `break`; a backward goto wraps the statements from the label to the
// end of the block in a labelled `for (;;)` re-entered with `continue`. Regions that cross are
// widened until they nest; a forward region that would have to start outside a backward loop and
// end inside it is reported as unsupported.
import type * as L from 'luaparse';
import { nestedBlocks } from '../../nested-blocks.js';
import { deeper, shallower, type Gen } from '../context.js';
import { statement } from '../index.js';
import { checkpoint } from '../loops.js';
import { luaUnsupportedGoto } from '../../messages.js';

interface Region {
  kind: 'block' | 'loop';
  start: number;
  end: number;
  label: string;
}

export function blockStatements(g: Gen, body: L.Statement[], after?: () => void): void {
  const regions = gotoRegions(g, body);
  emitRange(g, body, 0, regions, after);
}

function emitRange(g: Gen, body: L.Statement[], from: number, regions: Region[], after?: () => void): void {
  for (let i = from; i < body.length; i++) {
    // most blocks have no goto region: no per-statement filtering then
    if (regions.length > 0) openRegions(g, regions, i);
    const s = body[i]!;
    statement(g, s);
    const close = s.type === 'LocalStatement' ? closeVariable(g, s) : undefined;
    if (close) {
      const inner = regions.filter((r) => r.start > i);
      if (regions.some((r) => r.start <= i && r.end > i) || inner.some((r) => r.end >= body.length)) {
        g.diagnostics.push(luaUnsupportedGoto(inner[0]?.label.slice(1) ?? '?', g.lines.startLine(s), g.lines.startColumn(s)));
      }
      closeScope(g, close, () => emitRange(g, body, i + 1, inner, after));
      if (regions.length > 0) closeRegions(g, regions, i);
      return;
    }
    if (regions.length > 0) closeRegions(g, regions, i);
  }
  after?.();
}

function openRegions(g: Gen, regions: Region[], i: number): void {
  for (const r of regions.filter((r) => r.start === i).sort((a, b) => b.end - a.end)) {
    if (r.kind === 'block') g.emit(`${r.label}: {`);
    else {
      g.emit(`${r.label}: for (;;) {`);
      g.frame.loops.push({ kind: 'goto', headerAt: -1, label: r.label });
    }
    g.indent = deeper(g.indent);
    g.line = 0;
    if (r.kind === 'loop') checkpoint(g);
  }
}

function closeRegions(g: Gen, regions: Region[], i: number): void {
  for (const r of regions.filter((r) => r.end === i).sort((a, b) => a.start - b.start).reverse()) {
    if (r.kind === 'loop') {
      g.emit('break;');
      g.frame.loops.pop();
    }
    g.indent = shallower(g.indent);
    g.emit('}');
    g.line = 0;
  }
}

/** The JS name of a `<close>` variable this statement declares, after emitting its check. */
function closeVariable(g: Gen, s: L.LocalStatement): string | undefined {
  for (const v of s.variables) {
    const b = g.a.decls.get(v)!;
    if (b.attribute === 'close') {
      g.emit(`${g.rt('toClose')}(${b.jsName}, ${JSON.stringify(v.name)});`);
      return b.jsName;
    }
  }
  return undefined;
}

/**
 * Generates body as a block lua marks `insidetbc` (lparser.c): no tail calls in it, and `error`
 * goes through the closes (Frame.closing).
 */
export function insideTbc(g: Gen, body: () => void): void {
  g.frame.closing = (g.frame.closing ?? 0) + 1;
  body();
  g.frame.closing--;
}

/** Runs `body` in a scope that closes `value` on every exit, passing the error on an error exit. */
export function closeScope(g: Gen, value: string, body: () => void): void {
  g.emit('try {');
  const line = g.line;
  insideTbc(g, () => g.nested(body));
  g.emit('} catch ($error) {');
  g.emit(`  throw ${g.rt('closeOnError')}(${value}, $error, $chunkname, $line);`);
  g.emit('} finally {');
  g.emit(`  ${g.rt('closeOnExit')}(${value});`);
  g.emit('}');
  g.line = line === g.line ? line : 0;
}

function gotoRegions(g: Gen, body: L.Statement[]): Region[] {
  const regions: Region[] = [];
  // an indexed loop over the statements (every block passes here; few have a label)
  for (let k = 0; k < body.length; k++) {
    const s = body[k]!;
    if (s.type !== 'LabelStatement') continue;
    const name = s.label.name;
    const fwd: L.GotoStatement[] = [];
    const bwd: L.GotoStatement[] = [];
    let first = Infinity;
    body.forEach((t, j) => {
      const found: L.GotoStatement[] = [];
      findGotos(t, name, found);
      if (!found.length) return;
      if (j < k) {
        fwd.push(...found);
        first = Math.min(first, j);
      } else bwd.push(...found);
    });
    if (fwd.length) {
      const label = g.label(name);
      regions.push({ kind: 'block', start: first, end: k - 1, label });
      for (const x of fwd) g.frame.gotos.set(x, `break ${label};`);
    }
    if (bwd.length) {
      const label = g.label(name);
      regions.push({ kind: 'loop', start: k, end: body.length - 1, label });
      for (const x of bwd) g.frame.gotos.set(x, `continue ${label};`);
    }
  }
  // widen crossing regions until they nest
  for (let changed = true; changed; ) {
    changed = false;
    for (const a of regions) {
      for (const b of regions) {
        if (a === b || !(a.start < b.start && b.start <= a.end && a.end < b.end)) continue;
        if (b.kind === 'block') {
          for (let i = a.start; i < b.start; i++) {
            const t = body[i]!;
            if (t.type === 'LocalStatement' || (t.type === 'FunctionDeclaration' && t.isLocal)) {
              g.diagnostics.push(luaUnsupportedGoto(b.label.slice(1), g.lines.startLine(t), g.lines.startColumn(t)));
            }
          }
          b.start = a.start;
        } else {
          g.diagnostics.push(luaUnsupportedGoto(b.label.slice(1), g.lines.startLine(body[b.start]!), 1));
          return [];
        }
        changed = true;
      }
    }
  }
  return regions;
}

/** Gotos to `name` inside a statement, not counting blocks that define their own `name` label. */
function findGotos(s: L.Node, name: string, found: L.GotoStatement[]): void {
  const inBlock = (body: L.Statement[]) => {
    if (body.some((t) => t.type === 'LabelStatement' && t.label.name === name)) return;
    for (const t of body) findGotos(t, name, found);
  };
  if (s.type === 'GotoStatement') {
    if ((s as L.GotoStatement).label.name === name) found.push(s as L.GotoStatement);
  } else nestedBlocks(s).forEach(inBlock);
}

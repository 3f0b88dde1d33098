import type * as L from 'luaparse';
import type { Gen } from './context.js';
import { fieldRead } from './shared/fields.js';
import { envDescription } from './shared/describe.js';
import { slotRead } from './shared/float-slots.js';

/** A local's JS name, or a global read through `_ENV`. */
export function Identifier(node: L.Identifier, g: Gen): string {
  const b = g.a.refs.get(node);
  if (b) return g.slots.has(b) ? slotRead(g, b.jsName) : b.jsName;
  // the chunk's own _ENV upvalue
  if (node.name === '_ENV') return '_ENV';
  const env = envOf(g, node);
  return fieldRead(g, env, node.name, envDescription(g, node), '', true, env === '_ENV' ? g.envCache : undefined);
}

/** The JS name of the `_ENV` a global name goes through. */
export function envOf(g: Gen, node: L.Identifier): string {
  return g.a.envs.get(node)?.jsName ?? '_ENV';
}

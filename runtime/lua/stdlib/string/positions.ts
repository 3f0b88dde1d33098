// String positions of lstrlib.c: relative (negative) positions and their clipping.
import type { LuaValue } from '../../values.js';
import { checkInt } from '../args.js';

/** posrelatI: a relative initial position (negative: back from the end), clipped to [1, inf). */
export function posrelatI(pos: number, len: number): number {
  if (pos > 0) return pos;
  if (pos === 0) return 1;
  if (pos < -len) return 1;
  return len + pos + 1;
}

/** getendpos: optional end position of argument `arg` (default `def`), clipped to [0, len]. */
export function getendpos(v: LuaValue, arg: number, fname: string, def: number, len: number): number {
  const pos = v === undefined ? def : checkInt(v, arg, fname);
  if (pos > len) return len;
  if (pos >= 0) return pos;
  if (pos < -len) return 0;
  return len + pos + 1;
}

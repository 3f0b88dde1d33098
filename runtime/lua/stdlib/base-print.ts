// print (standalone command only): writes through the sink given to createGlobals.
import type { LuaValue } from '../values.js';
import { tostr } from '../strings.js';
import { EMPTY } from '../calls.js';

/**
 * Builds `print` writing byte strings to `write`. Like lua5.4's luaB_print it writes each value as
 * soon as it is converted, so what came before a failing __tostring is already out. Returns a
 * Promise only when an async __tostring runs.
 */
export function createPrint(write: (bytes: string) => void) {
  return function print(...args: LuaValue[]): LuaValue[] | Promise<LuaValue[]> {
    for (let i = 0; i < args.length; i++) {
      const s = tostr(args[i]);
      if (s instanceof Promise) return finishAsync(write, args, i, s);
      write(i > 0 ? '\t' + s : s);
    }
    write('\n');
    return EMPTY;
  };
}

async function finishAsync(write: (bytes: string) => void, args: LuaValue[], from: number, pending: Promise<string>): Promise<LuaValue[]> {
  for (let i = from; i < args.length; i++) {
    const s = i === from ? await pending : await tostr(args[i]);
    write(i > 0 ? '\t' + s : s);
  }
  write('\n');
  return EMPTY;
}

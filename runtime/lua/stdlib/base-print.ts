// print (standalone command only): writes through the sink given to createGlobals.
import type { LuaValue } from '../values.js';
import { tostr } from '../strings.js';
import { EMPTY } from '../calls.js';

/** Builds `print` writing byte strings to `write`. Returns a Promise only when an async __tostring runs. */
export function createPrint(write: (bytes: string) => void) {
  return function print(...args: LuaValue[]): LuaValue[] | Promise<LuaValue[]> {
    const parts = args.map(tostr);
    if (parts.some((p) => p instanceof Promise)) {
      return Promise.all(parts).then((ps) => {
        write(ps.join('\t') + '\n');
        return EMPTY;
      });
    }
    write((parts as string[]).join('\t') + '\n');
    return EMPTY;
  };
}

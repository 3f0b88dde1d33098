// io (standalone command only): io.write to the stdout sink.
import { LuaFloat, type LuaValue } from '../values.js';
import { LuaTable } from '../tables.js';
import { formatFloat14g, isNumber } from '../numbers.js';
import { typeError } from './args.js';

/** The `io` table: only io.write (it returns the io table where lua returns io.stdout). */
export function createIoLib(write: (bytes: string) => void): LuaTable {
  const io = new LuaTable();
  const io_write = (...args: LuaValue[]): LuaValue => {
    let out = '';
    for (let i = 0; i < args.length; i++) {
      const v = args[i];
      if (typeof v === 'string') out += v;
      // liolib.c g_write: integers with %d, floats with %.14g (no ".0")
      else if (v instanceof LuaFloat) out += formatFloat14g(v.n);
      else if (typeof v === 'number' && !Number.isInteger(v)) out += formatFloat14g(v);
      else if (isNumber(v)) out += String(v);
      else {
        write(out); // earlier arguments were already written
        typeError(i + 1, 'write', 'string', v);
      }
    }
    write(out);
    return io; // lua returns the file; the io table stands in for io.stdout
  };
  io.set('write', io_write);
  return io;
}

// io (standalone command only): io.write, and io.stdout / io.stderr as file objects with write
// and flush. No reading and no opening files: the sandbox has no file system.
import { LuaFloat, type LuaValue } from '../values.js';
import { LuaTable } from '../tables.js';
import { formatFloat14g, isNumber } from '../numbers.js';
import { typeError } from './args.js';

type Sink = (bytes: string) => void;

/** liolib.c g_write: strings as they are, integers with %d, floats with %.14g; `first` is the first value's argument number. */
function writeValues(sink: Sink, values: readonly LuaValue[], first: number): void {
  let out = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (typeof v === 'string') out += v;
    else if (v instanceof LuaFloat) out += formatFloat14g(v.n);
    else if (typeof v === 'number' && !Number.isInteger(v)) out += formatFloat14g(v);
    else if (isNumber(v)) out += String(v);
    else {
      sink(out); // earlier arguments were already written
      typeError(first + i, 'write', 'string', v);
    }
  }
  sink(out);
}

/**
 * The `io` table: io.write (to stdout), io.stdout and io.stderr. A file is a table whose metatable
 * is named `FILE*` (so argument errors say `FILE* expected`); `type(io.stdout)` is "table" where
 * lua says "userdata".
 */
export function createIoLib(write: Sink, writeErr: Sink = () => {}): LuaTable {
  const sinks = new Map<LuaTable, Sink>();
  const meta = new LuaTable();
  const methods = new LuaTable();
  const file = (self: LuaValue, fname: string): LuaTable => {
    if (!(self instanceof LuaTable) || !sinks.has(self)) return typeError(1, fname, 'FILE*', self);
    return self;
  };
  methods.set('write', (self?: LuaValue, ...values: LuaValue[]): LuaValue => {
    const f = file(self, 'write');
    writeValues(sinks.get(f)!, values, 1);
    return f;
  });
  methods.set('flush', (self?: LuaValue): LuaValue => (file(self, 'flush'), true)); // luaL_fileresult: true
  meta.set('__index', methods);
  meta.set('__name', 'FILE*');
  const open = (sink: Sink): LuaTable => {
    const f = new LuaTable();
    f.metatable = meta;
    sinks.set(f, sink);
    return f;
  };
  const stdout = open(write);
  const stderr = open(writeErr);
  // lua prints a file as `file (0x...)`; the addresses here are stable stand-ins
  meta.set('__tostring', (self?: LuaValue) => (self === stdout ? 'file (0x1)' : 'file (0x2)'));
  const io = new LuaTable();
  io.set('write', (...values: LuaValue[]): LuaValue => {
    writeValues(write, values, 1);
    return stdout; // lua returns the file written to
  });
  io.set('stdout', stdout);
  io.set('stderr', stderr);
  return io;
}

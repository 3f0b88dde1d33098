// How Engine code meets Lua code: builtins that turn catalogue errors into error tables
// (reference §8.1), unwinding signals that pcall cannot catch (jump, run failures), and reading an
// uncaught error value back.
import { LuaError, LuaInterrupt } from '../lua/errors.js';
import { LuaTable } from '../lua/tables.js';
import type { LuaFunction, LuaResult, LuaValue } from '../lua/values.js';
import { errorFromValue, errorTable } from './error-values.js';
import { EngineException, type EngineError, type RunFailure } from './errors.js';
import { utf8Decode } from '../lua/strings.js';

const origins = new WeakMap<LuaTable, EngineError>();

/** The LuaError for a catalogue error: its table, remembered so its code survives a re-raise. */
export function luaErrorOf(e: EngineError): LuaError {
  const t = errorTable(e);
  origins.set(t, e);
  return new LuaError(t, 1);
}

/** Rethrows what Engine code threw as what Lua code catches. */
export function toLua(e: unknown): never {
  if (e instanceof EngineException) throw luaErrorOf(e.error);
  throw e;
}

/** A Lua builtin from an implementation that may throw EngineException, sync or async. */
export function builtin(impl: (...args: LuaValue[]) => LuaResult | Promise<LuaResult>): LuaFunction {
  return function (this: unknown, ...args: LuaValue[]) {
    try {
      const r = impl(...args);
      return r instanceof Promise ? r.catch(toLua) : r;
    } catch (e) {
      return toLua(e);
    }
  };
}

/**
 * Reads back an error table the Engine did not make (errorFromValue): only Lua's `error` and
 * `assert` raise such a table, so a compiled prompt whose Lua names either (or `_G`/`_ENV`) wraps its
 * `engine` in withRaisedTables (compiler/emit/library-spec.ts), and other bundles carry none of it.
 * Once per process, like withErrorConcat: a prompt without them never raises a table of its own.
 */
let reraised: ((value: LuaTable) => EngineError | undefined) | undefined;

/** Arms the reading of author-raised error tables (see `reraised`); returns `parts` unchanged. */
export function withRaisedTables<T>(parts: T): T {
  reraised = errorFromValue;
  return parts;
}

/** The Engine error an error value stands for, or undefined for author values (strings, own tables). */
export function engineErrorOf(value: LuaValue): EngineError | undefined {
  if (value instanceof LuaTable) return origins.get(value) ?? reraised?.(value);
  return undefined;
}

/** Ends the block for `jump` (reference §2.6): pcall does not stop it. */
export class JumpUnwind extends LuaInterrupt {
  constructor() {
    super('exit', 'jump');
  }
}

/** Ends the run with a failure no Lua code can catch (Binding at offer time, Cancelled). */
export class RunAbort extends LuaInterrupt {
  constructor(readonly failure: RunFailure) {
    super('exit', failure.message);
  }
}

/** A frozen proxy table: reads go to `read`, writes to `write`, getmetatable gives `locked`. */
export function proxyTable(read: (key: LuaValue) => LuaValue, write: (key: LuaValue, value: LuaValue) => void, locked?: string): LuaTable {
  const t = new LuaTable();
  const mt = new LuaTable();
  mt.set('__index', builtin((_t, k) => read(k)));
  mt.set('__newindex', builtin((_t, k, v) => {
    write(k, v);
    return undefined;
  }));
  if (locked !== undefined) mt.set('__metatable', locked);
  t.metatable = mt;
  return t;
}

/**
 * Wraps an ordinary Lua failure as a Runtime run failure, for the failures that stay Runtime even in
 * the H1 pass (reference §2.5: shared-library load, argv read-back). Other kinds pass unchanged.
 */
export function asRuntimeFailure(e: unknown): unknown {
  let value: LuaValue;
  if (e instanceof EngineException) value = e.error.kind === 'lua' ? e.error.message : undefined;
  else if (e instanceof LuaError) {
    const known = engineErrorOf(e.value);
    if (known !== undefined && known.kind !== 'lua') return e;
    value = known !== undefined ? known.message : typeof e.value === 'string' ? utf8Decode(e.value) : undefined;
  } else return e;
  if (typeof value !== 'string') return e;
  return new RunAbort({ code: 'runtime', kind: 'Runtime', message: value });
}

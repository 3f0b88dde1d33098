// pcall and xpcall (lbaselib.c). They return a Promise only when the called function does.
import type { LuaResult, LuaValue } from '../values.js';
import { callable, Failure, one, protect, PROTECTED } from '../calls.js';
import { errorAt, errorValue } from '../error-positions.js';
import { checkAny, checkInt, typeError } from './args.js';
import { LuaError, msgErrorInErrorHandling, msgTypeError } from '../errors.js';
import { index, indexMiss } from '../indexing.js';
import { globalName } from '../function-names.js';
import { cstack, enterC } from '../c-stack.js';

const HANDLER_DEPTH = 200; // about LUAI_MAXCCALLS's headroom

function ok(r: LuaResult | Failure): LuaValue[] {
  if (!Array.isArray(r)) return r instanceof Failure ? pcallFailed(r.error) : [true, r];
  const out: LuaValue[] = [true];
  for (let i = 0; i < r.length; i++) out.push(r[i]);
  return out;
}

/** fn(args[1], args[2], ...) in protected mode: pcall's call with more than three arguments. */
function callRest(fn: (...a: LuaValue[]) => LuaResult | Promise<LuaResult>, args: ArrayLike<LuaValue>): LuaResult | Promise<LuaResult> {
  const rest: LuaValue[] = [];
  for (let i = 1; i < args.length; i++) rest.push(args[i]);
  return fn.apply(PROTECTED, rest);
}

function failed(e: unknown): LuaValue[] {
  return [false, errorValue(e)];
}

/**
 * pcall's result for an error: when the error's level still points past pcall, at pcall's caller
 * (`pcall(error, msg, 2)`, or `error(msg, 3)` in the function pcall calls), lua5.4 positions the
 * message at the line where that caller called pcall. pcall cannot see that line, so the result is
 * left in `protect.pending` for the call site (pcallPosition) to complete.
 */
function pcallFailed(e: unknown): LuaValue[] {
  const r = failed(e);
  if (e instanceof LuaError && e.level === 2 && typeof e.value === 'string') protect.pending = r;
  return r;
}

/**
 * The result r of a call of f at chunk:line from generated code, where the callee is the global
 * `pcall`: when f is the builtin and r is its failed result waiting for the caller's position
 * (pcallFailed), the message gets `chunk:line: ` as lua5.4 would have added at the error.
 */
export function pcallPosition<T>(r: T, f: unknown, chunk: string, line: number): T {
  if (r === protect.pending && r !== undefined) {
    protect.pending = undefined;
    if (f === base_pcall) {
      const list = r as unknown as LuaValue[];
      list[1] = `${chunk}:${line}: ${list[1] as string}`;
    }
  }
  return r;
}

/**
 * An argument error raised by f itself when pcall/xpcall called it directly: lua names the
 * function by its global name there ('utf8.len' instead of 'len').
 */
function qualify(f: LuaValue, e: unknown): unknown {
  if (e instanceof LuaError && e.level === 1 && typeof e.value === 'string' && e.value.startsWith('bad argument #')) {
    const name = globalName(f);
    if (name !== undefined && name.includes('.')) {
      const short = name.slice(name.lastIndexOf('.') + 1);
      e.value = e.value.replace(` to '${short}' (`, ` to '${name}' (`);
    }
  }
  return e;
}

/** pcall(f, ...) */
export function base_pcall(f?: LuaValue, a?: LuaValue, b?: LuaValue, c?: LuaValue): LuaValue[] | Promise<LuaValue[]> {
  const n = arguments.length;
  if (n === 0) checkAny(0, 1, 'pcall');
  let r: LuaResult | Failure | Promise<LuaResult | Failure>;
  try {
    enterC(); // lua_pcall's call nests on lua's C stack
    try {
      // up to three arguments without a rest array (pcall in a loop is the common use); the
      // receiver asks a generated function for protected mode (calls.ts PROTECTED)
      const fn = callable(f);
      if (n <= 4) r = n <= 1 ? fn.call(PROTECTED) : n === 2 ? fn.call(PROTECTED, a) : n === 3 ? fn.call(PROTECTED, a, b) : fn.call(PROTECTED, a, b, c);
      else r = callRest(fn, arguments);
    } finally {
      cstack.n--;
    }
  } catch (e) {
    return pcallFailed(qualify(f, e));
  }
  if (r instanceof Promise) return r.then(ok, pcallFailed);
  if (r instanceof Failure) return pcallFailed(qualify(f, r.error));
  return ok(r);
}

/** xpcall(f, handler, ...) */
export function base_xpcall(f?: LuaValue, handler?: LuaValue, ...args: LuaValue[]): LuaValue[] | Promise<LuaValue[]> {
  if (typeof handler !== 'function') typeError(2, 'xpcall', 'function', handler, arguments.length < 2); // luaL_checktype
  // ldo.c: an error in the handler is handled by the handler again, until the C stack gives out
  const handle = (e: unknown, depth = 0): LuaValue[] | Promise<LuaValue[]> => {
    for (; depth < HANDLER_DEPTH; depth++) {
      let h: LuaResult | Promise<LuaResult>;
      try {
        h = callable(handler)(errorValue(e));
      } catch (e2) {
        e = e2;
        continue;
      }
      const next = depth + 1;
      if (h instanceof Promise) return h.then((x) => [false, one(x)], (e2) => handle(e2, next));
      return [false, one(h)];
    }
    return [false, msgErrorInErrorHandling()];
  };
  let r: LuaResult | Failure | Promise<LuaResult | Failure>;
  try {
    enterC();
    try {
      r = callable(f).apply(PROTECTED, args);
    } finally {
      cstack.n--;
    }
  } catch (e) {
    return handle(qualify(f, e));
  }
  if (r instanceof Promise) return r.then((x) => (x instanceof Failure ? handle(x.error) : ok(x)), handle);
  if (r instanceof Failure) return handle(qualify(f, r.error));
  return ok(r);
}

/**
 * `error(message, level)` called by a protected function (see calls.ts `protect`) at chunk:line:
 * the error base_error would throw, already positioned as that function's catch would, returned
 * to pcall with no throw.
 */
export function errorReturned(chunk: string, line: number, message?: LuaValue, level?: LuaValue): Failure {
  const lv = level === undefined ? 1 : checkInt(level, 2, 'error');
  return new Failure(errorAt(new LuaError(message, typeof message === 'string' && lv > 0 ? lv : 0), chunk, line));
}

/**
 * `return o.k` in a function pcall may call directly, `recv` being its receiver: indexMiss(o, k, d),
 * except that indexing nil in protected mode returns the error to pcall as a Failure, positioned
 * as the function's catch would position it (`line` is the `$line` the catch would read), with no
 * JS throw: a throw costs ~1,500 instructions of V8's unwinding even when it lands in the frame
 * that raised it. The `pcall(function() return cfg.a.b end)` idiom, and pcall.lua's runtime errors.
 */
export function indexMissReturned(recv: unknown, chunk: string, line: number, o: LuaValue, k: string, d?: string): LuaValue | Failure {
  return o === undefined && recv === PROTECTED ? nilIndexed(chunk, line, d) : indexMiss(o, k, d);
}

/** `return o[k]` likewise: index(o, k, d), or indexing nil's error returned to pcall. */
export function indexReturned(recv: unknown, chunk: string, line: number, o: LuaValue, k: LuaValue, d?: string): LuaValue | Failure {
  return o === undefined && recv === PROTECTED ? nilIndexed(chunk, line, d) : index(o, k, d);
}

/** The error indexing nil raises (indexing.ts), as the catch of the function at chunk:line hands it to pcall. */
function nilIndexed(chunk: string, line: number, d: string | undefined): Failure {
  return new Failure(errorAt(new LuaError(msgTypeError('index', 'nil', d)), chunk, line));
}

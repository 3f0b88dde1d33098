// pcall and xpcall (lbaselib.c). They return a Promise only when the called function does.
import type { LuaResult, LuaValue } from '../values.js';
import { callable, one } from '../calls.js';
import { errorValue } from '../error-positions.js';
import { checkAny, typeError } from './args.js';
import { LuaError, msgErrorInErrorHandling } from '../errors.js';
import { globalName } from '../function-names.js';

const HANDLER_DEPTH = 200; // about LUAI_MAXCCALLS's headroom

function ok(r: LuaResult): LuaValue[] {
  if (!Array.isArray(r)) return [true, r];
  const out: LuaValue[] = [true];
  for (let i = 0; i < r.length; i++) out.push(r[i]);
  return out;
}

/** fn(args[1], args[2], ...): pcall's call with more than three arguments. */
function callRest(fn: (...a: LuaValue[]) => LuaResult | Promise<LuaResult>, args: ArrayLike<LuaValue>): LuaResult | Promise<LuaResult> {
  const rest: LuaValue[] = [];
  for (let i = 1; i < args.length; i++) rest.push(args[i]);
  return fn(...rest);
}

function failed(e: unknown): LuaValue[] {
  return [false, errorValue(e)];
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
  let r: LuaResult | Promise<LuaResult>;
  try {
    // up to three arguments without a rest array (pcall in a loop is the common use)
    const fn = callable(f);
    if (n <= 4) r = n <= 1 ? fn() : n === 2 ? fn(a) : n === 3 ? fn(a, b) : fn(a, b, c);
    else r = callRest(fn, arguments);
  } catch (e) {
    return failed(qualify(f, e));
  }
  if (r instanceof Promise) return r.then(ok, failed);
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
  let r: LuaResult | Promise<LuaResult>;
  try {
    r = callable(f)(...args);
  } catch (e) {
    return handle(qualify(f, e));
  }
  if (r instanceof Promise) return r.then(ok, handle);
  return ok(r);
}

// Position prefixes for errors crossing generated Lua frames, and error values for pcall.
import type { LuaValue } from './values.js';
import { LuaError, LuaInterrupt, msgStackOverflow } from './errors.js';
import { utf8Encode } from './strings.js';

/** True for V8's "Maximum call stack size exceeded" (and other engines' equivalents). */
export function isStackOverflow(e: unknown): boolean {
  if (!(e instanceof RangeError)) return false;
  try {
    const m = e.message;
    return m.includes('call stack') || m.includes('too much recursion');
  } catch {
    return true; // the check itself ran out of stack
  }
}

// The last positioned message: the same error at the same line again gets the same string (see
// errors.ts msgTypeError). Module bindings rather than an object: minifiers shorten their names.
let lastMessage = '';
let lastChunk = '';
let lastLine = 0;
let lastText = '';

/** `chunk:line: message` (luaL_where's prefix). */
function positioned(message: string, chunk: string, line: number): string {
  if (message !== lastMessage || line !== lastLine || chunk !== lastChunk) {
    lastMessage = message;
    lastChunk = chunk;
    lastLine = line;
    lastText = `${chunk}:${line}: ${message}`;
  }
  return lastText;
}

/**
 * Called by every generated function's catch: adds `chunk:line: ` to a pending level-1 string error,
 * counts down deeper levels, and turns JS stack exhaustion into Lua's `stack overflow`.
 */
export function errorAt(e: unknown, chunk: string, line: number): unknown {
  if (e instanceof LuaError) {
    e.crossed = true;
    if (e.level > 0) {
      // lbaselib.c luaB_error / luaL_where: only string values get a position
      if (e.level === 1) {
        if (typeof e.value === 'string') e.value = positioned(e.value, chunk, line);
        e.level = 0;
      } else e.level--;
    }
    return e;
  }
  if (isStackOverflow(e)) return new LuaError(`${chunk}:${line}: ${msgStackOverflow()}`, 0);
  return e;
}

/**
 * The catch's errorAt while a tail call `return f(...)` runs. lua 5.4 replaces the caller's frame
 * with f's when f is a Lua function, so the error levels of f's errors skip the caller: those have
 * crossed f's catch and pass on uncounted. An error that crossed no Lua frame is the call's own
 * (f cannot be called) or a library function's, whose tail call keeps the caller's frame
 * (ldo.c luaD_pretailcall calls C functions like any call): errorAt's, at `line`.
 */
export function tailErrorAt(e: unknown, chunk: string, line: number): unknown {
  return e instanceof LuaError && !e.crossed ? errorAt(e, chunk, line) : e;
}

/** The Lua value of a caught error (pcall's second result). Interrupts are not Lua errors: rethrown. */
export function errorValue(e: unknown): LuaValue {
  if (e instanceof LuaError) return e.value;
  if (e instanceof LuaInterrupt) throw e;
  if (isStackOverflow(e)) return msgStackOverflow();
  if (e instanceof Error) return utf8Encode(e.message);
  return utf8Encode(String(e));
}

// Lua errors and the catalogue of every runtime message (texts of lua 5.4 ldebug.c, lvm.c,
// lauxlib.c and the libraries). No other runtime/lua file builds a message string.
import type { LuaValue } from './values.js';

/** A Lua error in flight. `level` counts the Lua frames still to pass before a position prefix is added. */
export class LuaError {
  /** For `bad argument` errors (stdlib/args.ts argError): the argument number and the message's detail. */
  badArg: { arg: number; extra: string } | undefined;
  /** Set once the error has passed a generated Lua function's catch (error-positions.ts errorAt). */
  crossed = false;
  constructor(
    public value: LuaValue,
    public level: number = 1,
  ) {}
  /** Lets foreign code (test runners, logs) show the error. */
  toString(): string {
    return typeof this.value === 'string' ? this.value : `LuaError(${String(this.value)})`;
  }
}

/*
 * THROW_EDGE: `let e!: LuaError; for (let edge = 0; edge < 2; edge++) e ??= new LuaError(...); throw e;`
 * in a runtime function that Lua code may call only to fail (indexing nil, `error`). V8 gives a
 * function its feedback vector at a return or a loop back-edge, once enough bytecode has run; a
 * function that only ever throws has no return, so it never gets one, and TurboFan inlines no
 * callee without one. Its frame then stays between the throw and the generated Lua function's
 * catch, and a JS throw pays a stack-frame lookup for every frame it unwinds. The loop gives the
 * throw path back-edges (one pass was not enough in Node 20's V8: two are; an empty loop would do,
 * but the bundler drops it): after some hundred calls the function has feedback, TurboFan inlines
 * it into the Lua function and the throw lands in that frame (`pcall` of a function indexing nil
 * in a loop: ~0.65x the CPU time).
 */

/** Thrown by checkpoints (cancellation, instruction budget) and os.exit: never caught by pcall. */
export class LuaInterrupt {
  constructor(
    readonly kind: 'cancelled' | 'budget' | 'exit',
    readonly message: string,
    /** The exit status for kind 'exit'. */
    readonly code = 1,
  ) {}
}

/** A LuaError at level 1 (the position of the calling Lua function is added). */
export function luaError(message: string, level = 1): LuaError {
  return new LuaError(message, level);
}

const suffix = (d: string | undefined): string => (d ? ` (${d})` : '');

// --- ldebug.c ---
/**
 * The last type error's text: a loop that fails at the same operation again and again (pcall
 * around `t.x` with t nil) gets the string it already built, and so does errorAt's positioned
 * copy (error-positions.ts), so neither is rebuilt and re-flattened on every error. The parts
 * are mostly literals of the generated code, compared by identity. Module bindings rather than
 * an object: minifiers shorten their names (the page-fetcher bundle's size, issue #6).
 */
let lastOp = '';
let lastTypeName = '';
let lastD: string | undefined;
let lastText = '';

/** luaG_typeerror: `attempt to index a nil value (local 't')`. */
export function msgTypeError(op: string, typeName: string, d?: string): string {
  if (op !== lastOp || typeName !== lastTypeName || d !== lastD) {
    lastOp = op;
    lastTypeName = typeName;
    lastD = d;
    lastText = `attempt to ${op} a ${typeName} value${suffix(d)}`;
  }
  return lastText;
}
/** luaG_ordererror. */
export const msgCompare = (t1: string, t2: string): string =>
  t1 === t2 ? `attempt to compare two ${t1} values` : `attempt to compare ${t1} with ${t2}`;
/** luaG_tointerror. */
export const msgNoIntegerRep = (d?: string): string => `number${suffix(d)} has no integer representation`;
/** luaV_idiv by integer zero (lua 5.4.4 text). */
export const msgIdivByZero = (): string => 'attempt to divide by zero';
/** luaV_mod by integer zero. */
export const msgModByZero = (): string => "attempt to perform 'n%0'";
/** lstrlib.c trymt: arithmetic on a non-numeric string. */
/** Writing to `string` in a prompt sandbox (ours: the library is shared by every environment, issue #7). */
export const msgSharedStringLibrary = (): string =>
  'the string library is shared and read-only in prompts; keep your own functions in locals or tables';
export const msgStringArith = (op: string, t1: string, t2: string): string =>
  `attempt to ${op} a '${t1}' with a '${t2}'`;
/** ltable.c. */
export const msgIndexNil = (): string => 'table index is nil';
export const msgIndexNaN = (): string => 'table index is NaN';
/** lvm.c luaV_finishget/luaV_finishset. */
export const msgIndexLoop = (op: '__index' | '__newindex'): string => `'${op}' chain too long; possible loop`;
/** ldo.c stack overflow. */
export const msgStackOverflow = (): string => 'stack overflow';
/** lstate.c luaE_checkcstack: too many nested calls across lua's C stack (metamethods, pcall). */
export const msgCStackOverflow = (): string => 'C stack overflow';
/**
 * (ours, language.md §9) A metamethod suspended (called a tool, a model or another suspending
 * function) where nothing can wait for it: in a function that calls nothing that suspends, or in
 * a library function (lua5.4's nearest message is "attempt to yield across a C-call boundary").
 */
export const msgMetamethodSuspended = (): string =>
  'a metamethod suspended where nothing waits for it (in a function that calls no tool, model or unknown function)';
/** ldo.c: an error inside xpcall's message handler that never settles. */
export const msgErrorInErrorHandling = (): string => 'error in error handling';
/** lstrlib.c str_rep / our concat guard. */
export const msgStringTooLarge = (): string => 'resulting string too large';

// --- lauxlib.c ---
/** luaL_argerror. */
export const msgBadArgument = (arg: number, fname: string, extra: string): string =>
  `bad argument #${arg} to '${fname}' (${extra})`;
/** luaL_argerror for a method call (`s:rep({})`) whose bad argument is self. */
export const msgBadSelf = (fname: string, extra: string): string => `calling '${fname}' on bad self (${extra})`;
/** luaL_typeerror's extra message. */
export const msgTypeExpected = (expected: string, got: string): string => `${expected} expected, got ${got}`;
export const msgValueExpected = (): string => 'value expected';
export const msgNumberNoInt = (): string => 'number has no integer representation';
export const msgToStringString = (): string => "'__tostring' must return a string";

// --- lbaselib.c ---
export const msgNextInvalidKey = (): string => "invalid key to 'next'";
export const msgIndexOutOfRange = (): string => 'index out of range';
export const msgProtectedMetatable = (): string => 'cannot change a protected metatable';
export const msgAssertionFailed = (): string => 'assertion failed!';
export const msgBaseOutOfRange = (): string => 'base out of range';
export const msgNilOrTable = (): string => 'nil or table';

// --- ltablib.c ---
export const msgWrongInsertArgs = (): string => "wrong number of arguments to 'insert'";
export const msgPositionOutOfBounds = (): string => 'position out of bounds';
export const msgInvalidOrder = (): string => 'invalid order function for sorting';
export const msgInvalidConcatValue = (type: string, i: string): string =>
  `invalid value (${type}) at index ${i} in table for 'concat'`;
export const msgTooManyResults = (): string => 'too many results to unpack';
export const msgTooManyElements = (what: string): string => `too many elements to ${what}`;
export const msgLengthNotInteger = (): string => 'object length is not an integer';
export const msgArrayTooBig = (): string => 'array too big';
export const msgWrapAround = (): string => 'too many elements to move';
export const msgDestWrapAround = (): string => 'destination wrap around';

// --- lmathlib.c ---
export const msgIntervalEmpty = (): string => 'interval is empty';
export const msgWrongArgCount = (): string => 'wrong number of arguments';

// --- lutf8lib.c ---
export const msgInvalidUtf8 = (): string => 'invalid UTF-8 code';
export const msgValueOutOfRange = (): string => 'value out of range';
export const msgOutOfBounds = (what?: string): string => (what ? `${what} out of bounds` : 'out of bounds');
export const msgContinuationByte = (): string => 'initial position is a continuation byte';

// --- loslib.c ---
export const msgFieldMissing = (k: string): string => `field '${k}' missing in date table`;
export const msgFieldNotInteger = (k: string): string => `field '${k}' is not an integer`;
export const msgInvalidConversion = (spec: string): string => `invalid conversion specifier '${spec}'`;
export const msgExit = (code: number): string => `exit ${code}`;

// --- interrupts ---
export const msgCancelled = (): string => 'cancelled';
export const msgBudgetExceeded = (): string => 'instruction budget exceeded';

// Every name the compiler may import from `promptforge-js/runtime` (test/emit.test.ts checks each
// one exists in runtime/index.ts). Generated code uses these and nothing else of the runtime.

/** Operators and helpers named in CONTRIBUTING.md, "Runtime operator names". */
export const RUNTIME_OPERATORS = [
  'add', 'sub', 'mul', 'div', 'mod', 'idiv', 'pow', 'unm',
  'band', 'bor', 'bxor', 'shl', 'shr', 'bnot',
  'concat', 'concat3', 'concat4', 'concat5', 'len', 'eq', 'lt', 'le',
  'index', 'setindex', 'fields', 'indexMiss', 'callable', 'tableFrom', 'tableRec1', 'tableRec2', 'tableRec3', 'tableRec4', 'one', 'spread', 'EMPTY',
  'errorAt', 'tailErrorAt', 'clockOf', 'LuaFloat', 'mkfloat',
] as const;

/** pcall's protected mode (runtime/lua/calls.ts `PROTECTED`); `protect` for chunks of earlier builds. */
export const RUNTIME_PROTECTED_CALLS = ['PROTECTED', 'protect', 'pfail', 'errorReturned', 'indexMissReturned', 'indexReturned', 'base_error', 'pcallPosition'] as const;

/** Loop and to-be-closed helpers (runtime/lua/loops.ts). */
export const RUNTIME_LOOP_HELPERS = ['forLimit', 'forPrep', 'forIn', 'toClose', 'closeOnError', 'closeOnExit'] as const;

/**
 * Method lookups past the inheritance views (runtime/lua/method-cache.ts); `holder` and
 * `holderFields` for chunks of earlier builds.
 */
export const RUNTIME_METHOD_CACHE = ['methodSite', 'holderFields', 'holder', 'methodMiss'] as const;

/** Float-slot locals' conversions (runtime/lua/float-slots.ts). */
export const RUNTIME_FLOAT_SLOTS = ['toSlot', 'fromSlot'] as const;

/** Operations whose metamethod may suspend, run by generated async code (runtime/lua/c-stack.ts). */
export const RUNTIME_SUSPENDABLE = ['suspendable'] as const;

export const RUNTIME_EXPORTS: readonly string[] = [...RUNTIME_OPERATORS, ...RUNTIME_LOOP_HELPERS, ...RUNTIME_PROTECTED_CALLS, ...RUNTIME_METHOD_CACHE, ...RUNTIME_FLOAT_SLOTS, ...RUNTIME_SUSPENDABLE];

// Arithmetic operators. Each fast path handles plain JS numbers and stays small enough for V8 to
// inline; everything else goes to arith() in arith-slow.ts.
import { LuaFloat, type LuaValue } from './values.js';
import { arith } from './arith-slow.js';

/** `a + b` */
export function add(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    if (!Number.isInteger(r) || (Number.isSafeInteger(r) && Number.isInteger(a) && Number.isInteger(b))) return r;
  }
  return a instanceof LuaFloat || b instanceof LuaFloat ? addFloat(a, b, da, db) : arith('__add', a, b, da, db);
}

// Boxed floats (integral float values such as 0.0 and 2.0, common in float loops) with a float or
// an integer that is a JS number: a float operation (int -> float is exact for safe integers).
const box = (r: number): LuaValue => (Number.isInteger(r) ? new LuaFloat(r) : r);

function addFloat(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (a instanceof LuaFloat) {
    if (b instanceof LuaFloat) return box(a.n + b.n);
    if (typeof b === 'number') return box(a.n + b);
  } else if (typeof a === 'number') return box(a + (b as LuaFloat).n);
  return arith('__add', a, b, da, db);
}

/** `a - b` */
export function sub(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (!Number.isInteger(r) || (Number.isSafeInteger(r) && Number.isInteger(a) && Number.isInteger(b))) return r;
  }
  return a instanceof LuaFloat || b instanceof LuaFloat ? subFloat(a, b, da, db) : arith('__sub', a, b, da, db);
}

function subFloat(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (a instanceof LuaFloat) {
    if (b instanceof LuaFloat) return box(a.n - b.n);
    if (typeof b === 'number') return box(a.n - b);
  } else if (typeof a === 'number') return box(a - (b as LuaFloat).n);
  return arith('__sub', a, b, da, db);
}

/** `a * b` */
export function mul(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a * b;
    if (!Number.isInteger(r)) return r;
    if (Number.isSafeInteger(r) && Number.isInteger(a) && Number.isInteger(b)) return r + 0; // never -0
  }
  return a instanceof LuaFloat || b instanceof LuaFloat ? mulFloat(a, b, da, db) : arith('__mul', a, b, da, db);
}

function mulFloat(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (a instanceof LuaFloat) {
    if (b instanceof LuaFloat) return box(a.n * b.n);
    if (typeof b === 'number') return box(a.n * b);
  } else if (typeof a === 'number') return box(a * (b as LuaFloat).n);
  return arith('__mul', a, b, da, db);
}

/** `a / b` (always a float) */
export function div(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a / b;
    return Number.isInteger(r) ? new LuaFloat(r) : r;
  }
  return a instanceof LuaFloat || b instanceof LuaFloat ? divFloat(a, b, da, db) : arith('__div', a, b, da, db);
}

function divFloat(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (a instanceof LuaFloat) {
    if (b instanceof LuaFloat) return box(a.n / b.n);
    if (typeof b === 'number') return box(a.n / b);
  } else if (typeof a === 'number') return box(a / (b as LuaFloat).n);
  return arith('__div', a, b, da, db);
}

/** `a % b` */
export function mod(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number' && b > 0 && Number.isInteger(a) && Number.isInteger(b)) {
    const r = a % b;
    return r < 0 ? r + b : r + 0;
  }
  return arith('__mod', a, b, da, db);
}

/** `a // b` */
export function idiv(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number' && b > 0 && Number.isInteger(a) && Number.isInteger(b)) {
    const r = a % b;
    return (a - r) / b - (r < 0 ? 1 : 0);
  }
  return arith('__idiv', a, b, da, db);
}

/** `a ^ b` (always a float) */
export function pow(a: LuaValue, b: LuaValue, da?: string, db?: string): LuaValue {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a ** b;
    if (r === r && a !== 1) return Number.isInteger(r) ? new LuaFloat(r) : r;
  }
  return arith('__pow', a, b, da, db);
}

/** `-a` */
export function unm(a: LuaValue, da?: string): LuaValue {
  if (typeof a === 'number') return Number.isInteger(a) ? 0 - a : -a;
  if (a instanceof LuaFloat) return new LuaFloat(-a.n);
  return arith('__unm', a, a, da, da);
}

// LuaTable: an array part for keys 1..n and a Map for the rest (fengari ltable.js, simplified).
import type { LuaValue } from './values.js';
import { LuaFloat } from './values.js';
import { LuaError, msgIndexNaN, msgIndexNil, msgNextInvalidKey } from './errors.js';
import { compareKeys, denormKey, normKey } from './table-keys.js';

/** A Lua table. `get`/`set` are raw accesses; metamethods live in the operators. */
export class LuaTable {
  /** Values of keys 1..arr.length (arr[i] is key i+1); may hold holes (undefined) but never ends with one. */
  arr: LuaValue[] = [];
  /** All other keys, normalised (see table-keys.ts). */
  hash = new Map<LuaValue, LuaValue>();
  metatable: LuaTable | undefined = undefined;
  /** Hash keys in `next` order; dropped when a new key is added. */
  private order: LuaValue[] | undefined = undefined;
  private orderPos: Map<LuaValue, number> | undefined = undefined;
  private orderHint = 0;

  /** Raw get (rawget). */
  get(k: LuaValue): LuaValue {
    if (typeof k === 'number') {
      const arr = this.arr;
      if (k >= 1 && k <= arr.length && (k | 0) === k) return arr[k - 1];
      return this.hash.get(k);
    }
    if (typeof k === 'string') return this.hash.get(k);
    if (k instanceof LuaFloat) return this.get(normKey(k));
    return this.hash.get(k);
  }

  /** Raw get of a string key (field access). */
  getStr(k: string): LuaValue {
    return this.hash.get(k);
  }

  /** Raw set (rawset): errors on nil and NaN keys; nil values delete. */
  set(k: LuaValue, v: LuaValue): void {
    if (typeof k === 'number') {
      const arr = this.arr;
      if ((k | 0) === k && k >= 1) {
        if (k <= arr.length) {
          arr[k - 1] = v;
          if (v === undefined && k === arr.length) this.trim();
          return;
        }
        if (k === arr.length + 1) {
          if (v === undefined) { this.hash.delete(k); return; }
          arr.push(v);
          if (this.hash.size > 0) this.migrate();
          return;
        }
      } else if (k !== k) throw new LuaError(msgIndexNaN());
    } else if (k === undefined) throw new LuaError(msgIndexNil());
    else if (k instanceof LuaFloat) {
      if (k.n !== k.n) throw new LuaError(msgIndexNaN());
      return this.set(normKey(k), v);
    }
    this.setHash(k, v);
  }

  private setHash(k: LuaValue, v: LuaValue): void {
    const hash = this.hash;
    if (v === undefined) hash.delete(k);
    else {
      if (this.order !== undefined && !hash.has(k)) this.order = this.orderPos = undefined;
      hash.set(k, v);
    }
  }

  private trim(): void {
    const arr = this.arr;
    let n = arr.length;
    while (n > 0 && arr[n - 1] === undefined) n--;
    arr.length = n;
  }

  /** Move keys n+1, n+2, ... from the hash part into the array part. */
  private migrate(): void {
    const arr = this.arr, hash = this.hash;
    for (;;) {
      const k = arr.length + 1;
      const v = hash.get(k);
      if (v === undefined) return;
      hash.delete(k);
      arr.push(v);
    }
  }

  /** The border `#t` without __len (array part ends with a value; hash part may continue it). */
  length(): number {
    const n = this.arr.length;
    if (this.hash.size === 0 || this.hash.get(n + 1) === undefined) return n;
    // cannot happen given migrate(), kept for safety
    let j = n + 1;
    while (this.hash.get(j + 1) !== undefined) j++;
    return j;
  }

  /** `next(t, k)`: the next [key, value] after k in the deterministic order, or undefined at the end. */
  next(k: LuaValue): [LuaValue, LuaValue] | undefined {
    const arr = this.arr;
    let i = 0; // array index to resume from
    if (k !== undefined) {
      const nk = normKey(k);
      if (typeof nk === 'number' && nk >= 1 && nk <= arr.length && (nk | 0) === nk) i = nk;
      else return this.nextHash(nk);
    }
    for (; i < arr.length; i++) {
      const v = arr[i];
      if (v !== undefined) return [i + 1, v];
    }
    return this.hashAt(0);
  }

  private nextHash(k: LuaValue): [LuaValue, LuaValue] | undefined {
    const order = this.ensureOrder();
    let pos: number | undefined;
    if (order[this.orderHint] === k) pos = this.orderHint;
    else {
      if (this.orderPos === undefined) this.orderPos = new Map(order.map((key, j) => [key, j]));
      pos = this.orderPos.get(k);
    }
    if (pos === undefined) throw new LuaError(msgNextInvalidKey());
    return this.hashAt(pos + 1);
  }

  private hashAt(start: number): [LuaValue, LuaValue] | undefined {
    if (this.hash.size === 0) return undefined;
    const order = this.ensureOrder();
    for (let j = start; j < order.length; j++) {
      const key = order[j];
      const v = this.hash.get(key);
      if (v !== undefined) {
        this.orderHint = j;
        return [denormKey(key), v];
      }
    }
    return undefined;
  }

  private ensureOrder(): LuaValue[] {
    let order = this.order;
    if (order === undefined) {
      order = this.order = [...this.hash.keys()].sort(compareKeys);
      this.orderPos = undefined;
      this.orderHint = 0;
    }
    return order;
  }
}

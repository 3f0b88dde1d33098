// Inheritance views: a JS prototype chain beside each `__index` chain of tables, along which
// generated code reads methods (compiler/lua/generate/shared/fields.ts methodRead).
import type { LuaValue } from './values.js';
import { INHERITS, LuaTable, NO_STRS, STR_PROTO, isInheritedFrom, newStrStore, type Relink, type StrStore } from './tables.js';

/**
 * Inheritance views. lua's `o:m()` finds m through o's metatable's `__index` table, and its own
 * metatable's, and so on. A JS prototype chain mirrors that chain: a metatable mt gets a view, an
 * object whose prototype is the string store of mt's `__index` table H, and H's store (once a view
 * inherits from it) gets H's metatable's view as its prototype. A table with metatable mt keeps
 * mt's view (LuaTable.inh), so generated code reads a method as `(o.strs).m ?? (o.inh).m ?? ...`
 * (shared/fields.ts methodRead). V8 resolves a load along a prototype chain to a constant per hidden
 * class, so a polymorphic call site's target is a choice among constants, which it can inline.
 *
 * Each link is right or absent: a view's prototype is H's store only while H is mt's raw
 * `__index`, and H's store's prototype is the view of H's current metatable; otherwise the empty
 * prototype. A key a store does not own and finds nothing for (or finds undefined: a deleted key
 * shadows) sends the read on to the full lookup, which walks lua's chain. A link that would close a
 * cycle stays absent (lua's chain loops there: the full lookup raises its error). So does every
 * store link past the first MAX_STORE_LINKS: a chain has at most one level more than there are
 * store links, and lua raises "'__index' chain too long" past 2,000 levels, a limit a lookup along
 * a longer chain would not see.
 */
const MAX_STORE_LINKS = 1000;
let storeLinks = 0;
/**
 * The prototype of an unlinked view and of the store of a table views inherit from, when it has
 * nothing to inherit: it tells such a store (tables.ts compactStrs keeps its object, and so must
 * every other code that would replace a table's store) from every other store (the empty
 * prototype, STR_PROTO).
 */
const ROOT: object = Object.create(STR_PROTO);

function setProto(o: StrStore, p: object): void {
  if (Object.getPrototypeOf(o) === p) return;
  try {
    Object.setPrototypeOf(o, p);
  } catch {
    Object.setPrototypeOf(o, ROOT); // a cycle
  }
}

/** mt's inheritance view, made on first use. @internal (stdlib/base.ts setmetatable) */
export function viewOf(mt: LuaTable): StrStore {
  const x = mt.extra();
  if (x.view === undefined) {
    // made with its prototype (Object.create is much cheaper than a later setPrototypeOf): the
    // prototype cannot hold the view yet, so there is no cycle to catch
    const proto = linkTarget(mt);
    if (x.view !== undefined) return x.view; // made on the way (mt's chain leads back to mt)
    const view = (x.view = Object.create(proto) as StrStore);
    const relink: Relink = () => setProto(view, linkTarget(mt)); // tables.ts setStr calls it
    view[INHERITS] = relink as unknown as LuaValue;
  }
  return x.view;
}

/** What mt's view inherits from: the store of its raw `__index` table, or nothing. */
function linkTarget(mt: LuaTable): object {
  const h = mt.getStr('__index');
  if (!(h instanceof LuaTable)) return ROOT;
  if (!isInheritedFrom(h.strs)) {
    if (h.strs === NO_STRS) h.strs = newStrStore(); // its own, to inherit from and through
    Object.setPrototypeOf(h.strs, ROOT); // isInheritedFrom from now on: linkStore may lead back here
    linkStore(h);
  }
  return h.strs;
}

/** Points the store of t, a table views inherit from, at its metatable's view. */
function linkStore(t: LuaTable): void {
  const mt = t.metatable;
  if (mt !== undefined && storeLinks < MAX_STORE_LINKS) {
    storeLinks++;
    setProto(t.strs, viewOf(mt));
  } else setProto(t.strs, ROOT);
}

/**
 * After t.metatable changed (setmetatable): t's view, and its store's prototype when views
 * inherit from it. @internal (stdlib/base.ts)
 */
export function metatableChanged(t: LuaTable): void {
  const mt = t.metatable;
  t.inh = mt === undefined ? NO_STRS : viewOf(mt);
  if (isInheritedFrom(t.strs)) linkStore(t);
}

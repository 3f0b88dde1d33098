// Which globals and library members a chunk can reach (issue #6 tree-shaking): the emitted module
// imports exactly those (compiler/emit/library-spec.ts). Recorded by analysis's own walk
// (analyze/index.ts calls these as it resolves names), not by a walk of its own.
//   string.format(...)       member `format` of the global `string`
//   string["format"]         the same
//   string[k], f(string)     the whole `string` library (a dynamic use)
//   s:format(), s.format     `format` may be read through the string metatable: string member
//   t["upper"]               likewise, a string key may reach the string metatable
//   t[k] with k not literal  any string literal of the chunk naming a string member may be k
//   _G, _ENV, getmetatable   everything (`getmetatable("").__index` is the string table)
//   a + b, -a                `arith`: an operand may be a string, whose metatable's __add etc. convert it
//   a .. b                   `concat`: an operand may be an Engine error value, whose metatable's __concat runs

export interface Uses {
  /** Global names used other than as `lib.member` (their values are needed whole). */
  readonly globals: Set<string>;
  /** Global name -> member names read or written statically (`string.format`, `string["rep"]`). */
  readonly members: Map<string, Set<string>>;
  /** Field and method names on any other value (`x:upper()`, `x.len`, `x["sub"]`). */
  readonly fields: Set<string>;
  /** String literals that may be keys of a dynamic index (`t[k]`). */
  readonly strings: Set<string>;
  /** Some index has a key that is neither a literal string nor a number. */
  dynamicIndex: boolean;
  /** `_G` or `_ENV` is used as a value: every global may be read. */
  everything: boolean;
  /**
   * Some arithmetic operator has an operand that is not a numeric literal: it may meet a string,
   * which converts through the string metatable's `__add`, `__unm`, ... (lstrlib.c stringmetamethods).
   */
  arith: boolean;
  /** Some `..` operator: it may meet an Engine error value (its metatable's `__concat`). */
  concat: boolean;
}

export function emptyUses(): Uses {
  return { globals: new Set(), members: new Map(), fields: new Set(), strings: new Set(), dynamicIndex: false, everything: false, arith: false, concat: false };
}

/** Adds what `from` records to `into` (blocks compiled apart, one module). */
export function mergeUses(into: Uses, from: Uses): void {
  from.globals.forEach((g) => into.globals.add(g));
  for (const [lib, names] of from.members) {
    let set = into.members.get(lib);
    if (!set) into.members.set(lib, (set = new Set()));
    names.forEach((n) => set.add(n));
  }
  from.fields.forEach((f) => into.fields.add(f));
  from.strings.forEach((v) => into.strings.add(v));
  into.dynamicIndex ||= from.dynamicIndex;
  into.everything ||= from.everything;
  into.arith ||= from.arith;
  into.concat ||= from.concat;
}

/** A global used as a whole value (read, written or called): `_G`/`_ENV` reach every global. */
export function useGlobal(u: Uses, name: string): void {
  if (name === '_ENV' || name === '_G') u.everything = true;
  else u.globals.add(name);
}

/** `lib.name` or `lib["name"]` on a global `lib` (not `_G`/`_ENV`). */
export function useMember(u: Uses, lib: string, name: string): void {
  let set = u.members.get(lib);
  if (!set) u.members.set(lib, (set = new Set()));
  set.add(name);
}

/** A string literal: it may be the key of a dynamic index. */
export function useString(u: Uses, value: string | null): void {
  if (value !== null && value.length < 16) u.strings.add(value);
}

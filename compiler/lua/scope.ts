// Bindings, functions and readable unique JS names for one Lua chunk.
import type { Node, Identifier } from 'luaparse';
import type { Attribute } from './parse.js';
import type { BindingFacts } from './analyze/numeric.js';

/** A Lua function (or the chunk itself) as analysis sees it. */
export class FunctionInfo {
  /** Set by the suspension fixed point (analyze/suspends.ts). */
  isAsync = false;
  /** Every call made directly in this function (not in nested functions). */
  readonly calls: CallSite[] = [];
  /** True when every return gives exactly one value and the body cannot fall off its end. */
  returnsOne = false;
  /** The binding this function was declared into (`local function f`), if any. */
  binding: Binding | undefined;
  /** The implicit `self` parameter of `function t:m()`. */
  self: Binding | undefined;
  constructor(
    readonly node: Node,
    readonly parent: FunctionInfo | undefined,
    readonly hasVararg: boolean,
  ) {}
}

/** A local variable (parameter, for variable, `local`, `local function`). */
export class Binding {
  /** Assignments after the declaration. */
  assignments = 0;
  /** Referenced from a function other than the declaring one. */
  captured = false;
  /** Used other than as the callee of a call. */
  usedAsValue = false;
  /**
   * Reads and writes of constant string keys (`x.f`, `x["f"]`, not `x:m()` or `x.f()`) with this
   * local as the table, in its own function: those of two or more go through a copy of the table's
   * string store kept beside the local (generate/shared/fields.ts strsCache).
   */
  fieldUses = 0;
  /**
   * Reads and writes with other keys (`x[i]`) with this local as the table, in its own function:
   * those of two or more keep a copy of the table's array part (generate/shared/array-part.ts declareArrCache).
   */
  indexUses = 0;
  /** A `<const>` local with a literal value: lua 5.4 folds it, so it has no variable name. */
  compileTimeConstant = false;
  /** The function this local holds when it is only ever initialised with one function. */
  functionValue: FunctionInfo | undefined;
  /**
   * Its descriptions in error messages, `"local 'x'"` and `"upvalue 'x'"` as JS literals, made by
   * the first use (generate/shared/describe.ts): not rebuilt and looked up at every reference.
   */
  localDescription: string | undefined = undefined;
  upvalueDescription: string | undefined = undefined;
  /** The numeric typing's facts about this local (analyze/numeric.ts BindingFacts says why a slot). */
  numeric: BindingFacts | undefined = undefined;
  /**
   * Float-slot facts (analyze/float-slots.ts), recorded by the analysis walk: the expressions
   * stored into it, the other operands of the `+ - *` it is an operand of, whether some use keeps
   * it a plain local, and the fixed point's answer.
   */
  slotSources: Node[] | undefined = undefined;
  slotPartners: Node[] | undefined = undefined;
  slotExcluded = false;
  floatSlot = false;
  constructor(
    readonly name: string,
    readonly jsName: string,
    readonly fn: FunctionInfo,
    readonly attribute: Attribute | undefined,
  ) {}
}

export type Callee =
  | { kind: 'local'; binding: Binding }
  | { kind: 'global'; name: string }
  | { kind: 'other' };

/** One call expression with what analysis knows about its callee. */
export interface CallSite {
  node: Node;
  fn: FunctionInfo;
  callee: Callee;
}

// Names a Lua local must not take in the generated JS: reserved words, names that behave
// specially, and names the generated module declares itself.
const RESERVED = new Set(
  (
    'break case catch class const continue debugger default delete do else enum export extends false finally for ' +
    'function if implements import in instanceof interface let new null package private protected public return ' +
    'static super switch this throw true try typeof var void while with yield await arguments eval undefined NaN ' +
    'Infinity Promise Array Number Object String Math JSON BigInt Symbol Error globalThis chunk _ENV'
  ).split(' '),
);

/**
 * How many scopes now open declare each Lua name and each JS name. Shared by a chunk's scopes so a
 * name no open scope declares (every global) is answered without walking the scope chain.
 */
interface OpenNames {
  lua: Map<string, number>;
  js: Map<string, number>;
}

const count = (m: Map<string, number>, key: string, by: number) => {
  const n = (m.get(key) ?? 0) + by;
  if (n === 0) m.delete(key);
  else m.set(key, n);
};

/** A lexical scope: one Lua block. Made when the block is entered, left with exit(). */
export class Scope {
  // Made by the first declaration: most blocks (an if's body, a loop's) declare nothing.
  private names: Map<string, Binding> | undefined;
  /** JS names declared in this block, shadowed ones included. */
  private jsNames: Set<string> | undefined;
  private readonly open: OpenNames;
  constructor(
    readonly parent: Scope | undefined,
    readonly fn: FunctionInfo,
    readonly reserved: ReadonlySet<string>,
  ) {
    this.open = parent ? parent.open : { lua: new Map(), js: new Map() };
  }

  lookup(name: string): Binding | undefined {
    if (!this.open.lua.has(name)) return undefined;
    for (let s: Scope | undefined = this; s; s = s.parent) {
      const b = s.names?.get(name);
      if (b) return b;
    }
    return undefined;
  }

  private live(js: string): boolean {
    return RESERVED.has(js) || this.reserved.has(js) || this.open.js.has(js);
  }

  /** Declares a Lua local, keeping its name and adding `_1`, `_2` on a clash. */
  declare(id: Identifier, attribute: Attribute | undefined): Binding {
    let js = id.name;
    for (let k = 1; this.live(js); k++) js = `${id.name}_${k}`;
    const b = new Binding(id.name, js, this.fn, attribute);
    const names = (this.names ??= new Map());
    if (!names.has(id.name)) count(this.open.lua, id.name, 1);
    names.set(id.name, b);
    (this.jsNames ??= new Set()).add(js);
    count(this.open.js, js, 1);
    return b;
  }

  /** Leaves the block: its names are no longer visible. Returns the enclosing scope. */
  exit(): Scope {
    // for-of, not forEach with a callback: most blocks declare nothing, and the others few names
    if (this.names) for (const name of this.names.keys()) count(this.open.lua, name, -1);
    if (this.jsNames) for (const js of this.jsNames) count(this.open.js, js, -1);
    return this.parent!;
  }
}

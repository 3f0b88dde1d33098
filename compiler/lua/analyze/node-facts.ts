// The facts analysis keeps per node (an identifier's binding, a call's site, a function's info),
// stored on the node itself in slots the node factories declare (node-factories.ts NODE_SLOTS).
//
// Why not Maps keyed by node: a node's first use as a Map or Set key makes V8 create its identity
// hash, a runtime call, and every lookup hashes and probes a table. The bench input (1 MiB) made
// ~120k such sets and ~480k gets per compile, most of them before V8 optimizes anything; a slot
// declared in the node literal is a plain property store and load, and the Maps' tables (tens of
// thousands of entries, alive for the whole compile) are gone.
//
// Each table is filled by one analysis of one freshly parsed AST (parse.ts makes new nodes each
// time), so the slots belong to that analysis. A node made elsewhere (analyze's implicit `self`,
// prompt-module's SUSPEND_ALL identifier) has no slot: a get gives undefined, as a Map's did, and
// a set adds the property to that one object.
import type * as L from 'luaparse';
import type { Binding, CallSite, FunctionInfo } from '../scope.js';

/** What generation and the fixed points use of a table: Map's get/set/has/forEach, insertion order kept. */
export interface NodeTable<K, V> {
  get(node: K): V | undefined;
  set(node: K, value: V): void;
  has(node: K): boolean;
  forEach(visit: (value: V, node: K) => void): void;
}

/** The slots node-factories.ts declares, by node type (every slot starts undefined or false). */
interface IdentifierSlots {
  /** refs: the binding of a reference, GLOBAL for a global, undefined when not resolved. */
  refBinding: Binding | typeof GLOBAL | undefined;
  /** decls: the binding a declared name introduces. */
  declBinding: Binding | undefined;
  /** callees: used directly as the callee of a call. */
  isCallee: boolean;
}
interface CallSlots {
  callSite: CallSite | undefined;
}
interface FunctionSlots {
  functionInfo: FunctionInfo | undefined;
}

// a resolved reference to a global (refs holds `undefined` for those, which the slot's initial
// value cannot tell from "not resolved")
const GLOBAL = Symbol('global');

/** Each Identifier expression: its local binding, or undefined for a global (Analysis.refs). */
export class RefTable implements NodeTable<L.Identifier, Binding | undefined> {
  private readonly keys: L.Identifier[] = [];
  get(id: L.Identifier): Binding | undefined {
    const b = (id as unknown as IdentifierSlots).refBinding;
    return b === GLOBAL ? undefined : b;
  }
  set(id: L.Identifier, b: Binding | undefined): void {
    const n = id as unknown as IdentifierSlots;
    if (n.refBinding === undefined) this.keys.push(id);
    n.refBinding = b ?? GLOBAL;
  }
  has(id: L.Identifier): boolean {
    return (id as unknown as IdentifierSlots).refBinding !== undefined;
  }
  forEach(visit: (b: Binding | undefined, id: L.Identifier) => void): void {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) visit(this.get(keys[i]!), keys[i]!);
  }
}

/** Each declared name and its binding (Analysis.decls). */
export class DeclTable implements NodeTable<L.Node, Binding> {
  private readonly keys: L.Node[] = [];
  get(id: L.Node): Binding | undefined {
    return (id as unknown as IdentifierSlots).declBinding;
  }
  set(id: L.Node, b: Binding): void {
    const n = id as unknown as IdentifierSlots;
    if (n.declBinding === undefined) this.keys.push(id);
    n.declBinding = b;
  }
  has(id: L.Node): boolean {
    return (id as unknown as IdentifierSlots).declBinding !== undefined;
  }
  forEach(visit: (b: Binding, id: L.Node) => void): void {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) visit(this.get(keys[i]!)!, keys[i]!);
  }
}

/** Identifiers used directly as the callee of a call (Analysis.callees). */
export class CalleeSet {
  add(id: L.Node): void {
    (id as unknown as IdentifierSlots).isCallee = true;
  }
  has(id: L.Node): boolean {
    return (id as unknown as IdentifierSlots).isCallee === true;
  }
}

/** Each call expression's site (Analysis.calls). */
export class CallTable implements NodeTable<L.Node, CallSite> {
  private readonly keys: L.Node[] = [];
  get(node: L.Node): CallSite | undefined {
    return (node as unknown as CallSlots).callSite;
  }
  set(node: L.Node, site: CallSite): void {
    const n = node as unknown as CallSlots;
    if (n.callSite === undefined) this.keys.push(node);
    n.callSite = site;
  }
  has(node: L.Node): boolean {
    return (node as unknown as CallSlots).callSite !== undefined;
  }
  forEach(visit: (site: CallSite, node: L.Node) => void): void {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) visit(this.get(keys[i]!)!, keys[i]!);
  }
}

/** Each function (and the chunk) and its FunctionInfo (Analysis.functions). */
export class FunctionTable implements NodeTable<L.Node, FunctionInfo> {
  private readonly keys: L.Node[] = [];
  get(node: L.Node): FunctionInfo | undefined {
    return (node as unknown as FunctionSlots).functionInfo;
  }
  set(node: L.Node, info: FunctionInfo): void {
    const n = node as unknown as FunctionSlots;
    if (n.functionInfo === undefined) this.keys.push(node);
    n.functionInfo = info;
  }
  has(node: L.Node): boolean {
    return (node as unknown as FunctionSlots).functionInfo !== undefined;
  }
  forEach(visit: (info: FunctionInfo, node: L.Node) => void): void {
    const keys = this.keys;
    for (let i = 0; i < keys.length; i++) visit(this.get(keys[i]!)!, keys[i]!);
  }
  /** The infos in the order they were set. */
  values(): FunctionInfo[] {
    return this.keys.map((k) => this.get(k)!);
  }
}

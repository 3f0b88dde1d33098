// The state one chunk's generation shares: output lines with their Lua lines, the runtime names
// used, the current function and its temporaries, and the `$line` bookkeeping.
import type * as L from 'luaparse';
import type { Analysis } from '../analyze/index.js';
import type { Binding, FunctionInfo } from '../scope.js';
import type { LuaDiagnostic } from '../messages.js';
import type { LineIndex } from '../positions.js';
import { numericTypes, type NumericTypes } from '../analyze/numeric.js';
import { floatSlots, type FloatSlots } from '../analyze/float-slots.js';
import type { ArrayView } from './shared/array-part.js';
import { Bodies, Output } from './output.js';

/** A JS loop the generated code is inside: a Lua loop, or a loop made for a backward goto. */
export interface LoopFrame {
  kind: 'lua' | 'goto';
  /** For Lua loops: the output line index of the loop header, patched if it needs a label. */
  headerAt: number;
  label: string | undefined;
}

/** Per-function state. */
export interface FunctionFrame {
  info: FunctionInfo;
  temps: Set<string>;
  loops: LoopFrame[];
  /** JS labels in use, for unique names. */
  labels: Set<string>;
  /** Goto statement -> the JS statement that performs it. */
  gotos: Map<L.GotoStatement, string>;
  /** When self tail calls become a loop: the loop's label and the parameters to reassign. */
  tailLoop?: { label: string; params: string[] };
  /** Set when a tail call stores its line negated: the catch then goes through tailErrorAt. */
  tailCalls?: boolean;
  /**
   * Whether this function can take pcall's protected mode (runtime/lua/calls.ts `PROTECTED`): its
   * catch, and `error(...)` in it, hand the error back to a pcall that called it directly.
   */
  protectable: boolean;
  /**
   * Depth of blocks lua marks `insidetbc` being generated (a `<close>` scope, a generic for's body):
   * a `return f()` there is no tail call (lparser.c retstat), and `error` must go through the closes.
   */
  closing?: number;
  /** The loops of this function generated as functions of their own (outline.ts). */
  outline: Set<L.Node>;
  /**
   * Back-edge checkpoints emitted in this JS function so far, with the calls of outlined loops
   * (loops.ts: a loop with none inside it counts down `$k` instead of ticking the clock).
   */
  checkpoints: number;
}

/**
 * A new frame with every field present from the start: frames that gained `selfName`, `tailLoop`,
 * `tailCalls` or `closing` later had other maps (hidden classes) than those that did not, and the
 * optimized code reading `g.frame` deoptimized on each new one (`--trace-deopt`, "wrong map").
 */
export function newFrame(info: FunctionInfo, outline: Set<L.Node>): FunctionFrame {
  // the list made apart: an object literal holding an array literal is deep-copied from its
  // boilerplate by a runtime call (V8 clones only flat literals in place), once per function
  const loops: LoopFrame[] = [];
  return { info, temps: new Set(), loops, labels: new Set(), gotos: new Map(), tailLoop: undefined, tailCalls: undefined, protectable: false, closing: undefined, outline, checkpoints: 0 };
}

/** Indentation strings by depth, made once: each nesting level reuses its string. */
const INDENTS: string[] = [''];

/** The indentation one level deeper than `indent` (two spaces a level). */
export function deeper(indent: string): string {
  const depth = (indent.length >> 1) + 1;
  return (INDENTS[depth] ??= indent + '  ');
}

/** The indentation one level shallower than `indent`. */
export function shallower(indent: string): string {
  return INDENTS[(indent.length >> 1) - 1] ?? indent.slice(2);
}

export class Gen {
  /** The lines of the function being generated (output.ts). */
  out = new Output();
  /** The bodies of the function expressions generated so far, named by placeholder in `out`. */
  readonly bodies = new Bodies();
  indent = '';
  readonly used = new Set<string>();
  readonly floats = new Map<string, string>();
  /** Method names called with `:` and their hoisted lookup caches (shared/fields.ts methodRead). */
  readonly methodSites = new Map<string, string>();
  /** The line `$line` holds at this point of the generated code, or 0 when unknown. */
  line = 0;
  /**
   * How many `$line` stores have been generated: an operation compares it before and after its
   * operands to know whether they store lines of their own, which run after a store put in front
   * of the operation (see lineMark).
   */
  lineMarks = 0;
  /**
   * Operations that asked for their line (lineMark), whether or not a store was needed: one that
   * relied on the line `$line` already held must not see a store that an enclosing operation put
   * in front of it (operationMark).
   */
  lineUses = 0;
  /** The line of the statement being generated (for the source map). */
  stmtLine = 0;
  frame!: FunctionFrame;
  /** Nesting of inlined operators, numbering their operand temporaries (shared/inline.ts). */
  opDepth = 0;
  /** Nesting of table constructors evaluated in source order, numbering their temporaries. */
  ctorDepth = 0;
  /** Tables whose array-part fields a loop copied into locals, by JS name (shared/array-part.ts fillLoop). */
  readonly arrayViews = new Map<string, ArrayView>();
  /** Locals that always hold a safe integer: counters of integer for loops never assigned. */
  readonly intLocals = new Set<unknown>();
  /** Locals declared with a copy of their table's string store beside them (shared/fields.ts strsCache). */
  readonly strsCaches = new Map<Binding, string>();
  /** Locals declared with a copy of their table's array part beside them (shared/array-part.ts declareArrCache). */
  readonly arrCaches = new Map<Binding, string>();
  /** The chunk's `_ENV` store kept beside it (shared/fields.ts ENV_STRS), when `_ENV` is never assigned. */
  envCache: string | undefined = undefined;
  readonly diagnostics: LuaDiagnostic[] = [];
  /** Lines of nodes (`g.lines.startLine(node)`): the analysis's line index. */
  readonly lines: LineIndex;
  /** Float and integer locals (analyze/numeric.ts). */
  readonly num: NumericTypes;
  /** Float-slot locals (analyze/float-slots.ts). */
  readonly slots: FloatSlots;

  constructor(
    readonly a: Analysis,
    readonly source: string,
    readonly lineOffset: number,
    /** String literals generation decodes from source (parse.ts). */
    readonly strings: ReadonlySet<number> = new Set(),
  ) {
    this.lines = a.lines;
    this.num = numericTypes(a);
    this.slots = floatSlots(a, this.num);
  }

  /** Emits one line of JS for the current statement. */
  emit(text: string): number {
    return this.out.push(this.indent + text, this.stmtLine + this.lineOffset);
  }

  /** Records a runtime name as used and returns it. */
  rt(name: string): string {
    this.used.add(name);
    return name;
  }

  /** Declares a function-level temporary (named for its role, `$` prefix) and returns it. */
  temp(name: string): string {
    this.frame.temps.add(name);
    return name;
  }

  /** Emits `$line = n` when the generated code may not already hold line n. */
  setLine(n: number): void {
    if (n !== this.line) {
      this.emit(`$line = ${n + this.lineOffset};`);
      this.line = n;
      this.lineMarks++;
    }
  }

  /**
   * `$line = n` for an operation inside an expression, or '' when the code already holds n. Call it
   * after generating the operation's operands, and put the store where it runs after them and
   * before the operation: stores of the operands' own operations would otherwise overwrite it.
   */
  lineMark(n: number): string {
    this.lineUses++;
    if (n === this.line) return '';
    this.line = n;
    this.lineMarks++;
    return `$line = ${n + this.lineOffset}`;
  }

  /**
   * The call `fn(args)` of a runtime operation that may call a metamethod. In an async function,
   * where an async function value can reach a metamethod (Analysis.asyncEscapes), the metamethod
   * may suspend: the operation then runs through `suspendable` and its Promise is awaited
   * (language.md §9). Elsewhere a suspending metamethod raises (runtime/lua/c-stack.ts callMeta).
   */
  metaOp(fn: string, args: string): string {
    const f = this.rt(fn);
    if (!this.metaSuspends()) return `${f}(${args})`;
    const t = this.temp('$mm');
    // nothing runs between the store of $mm and its reads but the await itself
    return `((${t} = ${this.rt('suspendable')}(${f}, ${args})) instanceof Promise ? ${this.rt('one')}(await ${t}) : ${t})`;
  }

  /** Whether metaOp runs operations through `suspendable` here (a metamethod may suspend). */
  metaSuspends(): boolean {
    return this.a.asyncEscapes && this.frame.info.isAsync;
  }

  /**
   * lineMark(n) for an operation whose operands were generated since lineUses was `uses`.
   * `after`: they hold operations of their own (which store their lines, or rely on the one
   * `$line` holds), so the store must run after them (see after), not in front of the operation.
   */
  operationMark(n: number, uses: number): { mark: string; after: boolean } {
    const mark = this.lineMark(n);
    return { mark, after: mark !== '' && this.lineUses - 1 !== uses };
  }

  /** `code` (JS evaluated once) followed by the store `mark`, keeping code's value. */
  after(code: string, mark: string): string {
    if (!mark) return code;
    const t = this.temp('$mv');
    // nothing runs between the store of $mv and its read: nested uses can share the temporary
    return `(${t} = ${code}, ${mark}, ${t})`;
  }

  nested(fn: () => void): void {
    const saved = this.indent;
    this.indent = deeper(saved);
    fn();
    this.indent = saved;
  }

  /** A JS label unique within the current function. */
  label(base: string): string {
    let name = `$${base}`;
    for (let k = 1; this.frame.labels.has(name); k++) name = `$${base}_${k}`;
    this.frame.labels.add(name);
    return name;
  }
}

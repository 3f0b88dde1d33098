// Generated JS lines with the Lua line each one maps to, kept in two arrays side by side.
//
// Why not one marked string per line (`\x01<lua line>\x02<text>`, as earlier builds did): the marker
// made every line a longer concatenation, regular expressions had to step over it to patch a line,
// and emitting the module scanned and stripped it again; a cold compile of the bench's 1 MiB input ran
// ~5% more main-thread instructions with it (callgrind). A function expression's lines are joined
// on their own (Bodies.add), not into the text of the expression that holds them: the expression
// holds a placeholder `\x01<n>\x02` for body n, expanded once when the module is written (flatten),
// instead of its text being copied again at each enclosing function. Generated code is ASCII
// without control characters, so `\x01` never occurs otherwise.

/** Lines of JS (indentation included) and, at the same index, the Lua line each maps to (0: none). */
export class Output {
  readonly text: string[] = [];
  readonly lua: number[] = [];

  get length(): number {
    return this.text.length;
  }

  push(text: string, lua: number): number {
    this.text.push(text);
    this.lua.push(lua);
    return this.text.length - 1;
  }

  /** Removes the lines from `start` on and returns them. */
  splice(start: number): Output {
    const o = new Output();
    for (let i = start; i < this.text.length; i++) o.push(this.text[i]!, this.lua[i]!);
    this.text.length = start;
    this.lua.length = start;
    return o;
  }

  /** Removes line i. */
  remove(i: number): void {
    this.text.splice(i, 1);
    this.lua.splice(i, 1);
  }

  /** Appends the lines of `o`, each rewritten by `edit` if given. */
  append(o: Output, edit?: (text: string) => string): void {
    // a loop, not push(...lines): a chunk of 100k+ lines would overflow the argument limit
    for (let i = 0; i < o.text.length; i++) this.push(edit ? edit(o.text[i]!) : o.text[i]!, o.lua[i]!);
  }
}

const OPEN = '\x01';
const CLOSE = '\x02';

/** Function expression bodies of one generation, which expressions name by placeholder. */
export class Bodies {
  private readonly list: Flat[] = [];

  /**
   * The placeholder of a function expression's body (its first line is `function (...) {`). Its
   * lines are joined at once: their concatenations (each a tree of string pieces) would otherwise
   * live, and be copied by every scavenge, until the module is written.
   */
  add(body: Output): string {
    this.list.push({ text: body.text.join('\n'), lua: body.lua });
    return `${OPEN}${this.list.length - 1}${CLOSE}`;
  }

  /** Whether line `text` holds a function expression (whose lines expanded() gives). */
  holds(text: string): boolean {
    return text.indexOf(OPEN) >= 0;
  }

  /** `text` with the function bodies it holds written in place (their lines joined with '\n'). */
  expanded(text: string): string {
    const pieces: string[] = [];
    // one line, whose Lua lines nobody asks for here
    this.expand({ text, lua: [0] }, pieces, []);
    return pieces.join('');
  }

  /**
   * The text of `out`, lines joined with '\n', with every function body expanded in place, and the
   * Lua line of each of its lines: a body's first line continues the line that holds it, its
   * other lines are lines of their own, and what follows the placeholder continues its last line.
   */
  flatten(out: Output): Flat {
    const pieces: string[] = [];
    const lua: number[] = [];
    if (out.length > 0) {
      lua.push(out.lua[0]!);
      this.expand({ text: out.text.join('\n'), lua: out.lua }, pieces, lua);
    }
    return { text: pieces.length === 1 ? pieces[0]! : pieces.join(''), lua };
  }

  // Adds the text of `body` to `pieces` and the Lua lines of its lines after the first to `lua`;
  // a body it holds is expanded into `pieces` in turn, never copied into this text.
  private expand(body: Flat, pieces: string[], lua: number[]): void {
    const { text } = body;
    let k = text.indexOf(OPEN);
    if (k < 0) {
      pieces.push(text);
      for (let i = 1; i < body.lua.length; i++) lua.push(body.lua[i]!);
      return;
    }
    let line = 0;
    let at = 0;
    for (;;) {
      const end = k < 0 ? text.length : k;
      for (let n = text.indexOf('\n', at); n >= 0 && n < end; n = text.indexOf('\n', n + 1)) lua.push(body.lua[++line]!);
      pieces.push(text.slice(at, end));
      if (k < 0) return;
      const close = text.indexOf(CLOSE, k);
      this.expand(this.list[Number(text.slice(k + 1, close))]!, pieces, lua);
      at = close + 1;
      k = text.indexOf(OPEN, at);
    }
  }
}

/** Expanded output: its text (lines joined with '\n') and the Lua line of each line (0: none). */
export interface Flat {
  text: string;
  lua: number[];
}

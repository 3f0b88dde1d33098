// Phase 1 of a Lua chunk: luaparse, plus what luaparse 0.3.1 lacks for Lua 5.4.
import luaparse from 'luaparse';
import type * as L from 'luaparse';
import type { Chunk } from 'luaparse';
import { luaSyntaxError, luaUnknownAttribute, type LuaDiagnostic } from './messages.js';
import { LineIndex } from './positions.js';
import { installNodeFactories } from './node-factories.js';

// luaparse's nodes with their `range` declared in the node literal (node-factories.ts says why)
installNodeFactories(luaparse);

export type Attribute = 'const' | 'close';

export interface ParsedChunk {
  ast: Chunk | undefined;
  /** `<const>`/`<close>` attributes by the source index where the variable's name starts. */
  attributes: Map<number, Attribute>;
  /** Where the hex float numerals luaparse cannot read (`0x.8p1`) start (their nodes' raw is restored). */
  numerals: Set<number>;
  /** String literals (by source index) whose value generation must decode itself (`\\u{7FFFFFFF}`). */
  strings: Set<number>;
  /** The byte string that was parsed (node ranges index into it). */
  source: string;
  /** Lines and columns of node ranges (nodes carry no luaparse `loc`). */
  lines: LineIndex;
  diagnostics: LuaDiagnostic[];
}

const LUAPARSE_OPTIONS = {
  luaVersion: '5.3',
  // positions come from ranges (positions.ts): `loc` objects on every node cost more than the parse
  locations: false,
  ranges: true,
  // nothing reads comments: not collecting them saves a node, a location and a slice each
  comments: false,
  encodingMode: 'pseudo-latin1',
  // the positions as two numbers on the node (node-factories.ts): luaparse's [start, end] array then
  // dies young instead of staying in the AST for the whole compile
  onCreateNode: (node: luaparse.Node) => {
    const n = node as unknown as { range: [number, number] | undefined; startAt: number; endAt: number };
    const r = n.range!;
    n.startAt = r[0];
    n.endAt = r[1];
    n.range = undefined;
    if (restoring !== undefined && node.type === 'NumericLiteral' && restoring.at.has(r[0])) {
      (node as L.NumericLiteral).raw = restoring.source.slice(r[0], r[1]);
    }
  },
} as Partial<luaparse.Options>;

/**
 * While luaparse parses a pre-passed text with blanked numerals: the original source and where
 * they start. Each NumericLiteral there gets its own text back as it is made (`0x.8p1`, which
 * luaparse read as a run of zeros), so every reader of its `raw` sees the hex float it is; done in
 * onCreateNode rather than by a walk of the whole tree afterwards (the bench input holds a `0x.`
 * numeral, and that walk visited its ~290k nodes). Parsing is synchronous: nothing else parses meanwhile.
 */
let restoring: { source: string; at: ReadonlySet<number> } | undefined;

/** Text that may be a 5.4 attribute (`<const>`, or an unknown one), a `0x.` numeral or a `\\u` escape. */
const MAY_NEED_PREPASS = /<\s*[A-Za-z_][A-Za-z0-9_]*\s*>|0[xX]\.|\\u/;

/**
 * Parses a chunk given as a byte string (each char code 0..255: UTF-8 source bytes), so string
 * literals come out as byte strings with luaparse's 'pseudo-latin1' mode.
 */
export function parseChunk(source: string): ParsedChunk {
  const diagnostics: LuaDiagnostic[] = [];
  const lines = new LineIndex(source);
  // Every 5.4 form the pre-pass rewrites (an attribute, `0x.8`, `\\u{7FFFFFFF}`) is a syntax error to
  // luaparse, so a chunk luaparse accepts as it is has none of them: parse it directly, without
  // the pre-pass's scan. A chunk that may hold one, or fails, takes the full path below (so its
  // errors are exactly the full path's).
  if (!MAY_NEED_PREPASS.test(source)) {
    try {
      const ast = luaparse.parse(source, LUAPARSE_OPTIONS) as Chunk;
      return { ast, attributes: new Map(), numerals: new Set(), strings: new Set(), source, lines, diagnostics };
    } catch {
      // reported by the full path
    }
  }
  const { text, attributes, numerals, strings } = blankAttributes(source, lines, diagnostics);
  if (diagnostics.length) return { ast: undefined, attributes, numerals, strings, source, lines, diagnostics };
  try {
    let ast: Chunk;
    restoring = numerals.size ? { source, at: numerals } : undefined;
    try {
      ast = luaparse.parse(text, LUAPARSE_OPTIONS) as Chunk;
    } finally {
      restoring = undefined;
    }
    return { ast, attributes, numerals, strings, source, lines, diagnostics };
  } catch (e) {
    const err = e as { message: string; line?: number; column?: number };
    if (typeof err.line !== 'number') throw e;
    const message = err.message.replace(/^\[\d+:\d+\] /, '');
    // lua 5.4 resolves gotos (and break) when the enclosing function ends (lparser.c undefgoto),
    // so it reports them at that line; luaparse reports the goto: use the end of the chunk
    if (/^no visible label|^no loop to break/.test(message)) {
      const eofLine = source.split('\n').length;
      const index = (e as { index?: number }).index ?? source.length;
      // luaparse reports break at the token after it
      const breakAt = source.lastIndexOf('break', index);
      const breakLine = breakAt >= 0 ? source.slice(0, breakAt).split('\n').length : err.line;
      const text = /^no loop/.test(message) ? `break outside loop at line ${breakLine}` : `${message} at line ${err.line}`;
      diagnostics.push(luaSyntaxError(text, eofLine, 1));
    } else if (/^label '.*' already defined/.test(message)) {
      diagnostics.push(duplicateLabel(source, message, err.line));
    } else {
      let text = luaStyleMessage(message);
      // lparser.c check_match: name the unclosed block when it opened on an earlier line
      const closing = /^'(end|until|\}|\))' expected (near .*)$/.exec(text);
      const index = (e as { index?: number }).index;
      if (closing && typeof index === 'number') {
        const open = openBlockAt(source, index, closing[1]!);
        if (open && open.line !== err.line) text = `'${closing[1]}' expected (to close '${open.keyword}' at line ${open.line}) ${closing[2]}`;
      }
      diagnostics.push(luaSyntaxError(text, err.line, (err.column ?? 0) + 1));
    }
    return { ast: undefined, attributes, numerals, strings, source, lines, diagnostics };
  }
}

/** Rewords luaparse's messages as lua5.4 words them (llex.c, lparser.c) where they differ. */
function luaStyleMessage(message: string): string {
  let m = message.replace(/near '<eof>'/g, 'near <eof>');
  m = m.replace(/^<expression> expected near /, 'unexpected symbol near ');
  m = m.replace(/^unexpected \w+ ('[^']*') near .*$/, 'unexpected symbol near $1');
  m = m.replace(/^no loop to break near .*$/, 'break outside loop');
  m = m.replace(/^unfinished string near .*$/, (s) => (/\n|<eof>/.test(s) ? 'unfinished string near <eof>' : s));
  return m;
}

// luaparse 0.3.1 parses Lua 5.3, which has no local attributes (`local x <const> = 1`). Before
// parsing we overwrite each attribute with spaces of the same length, so every node position stays
// exact, and remember the attribute by the position of the name it follows. The scan skips
// strings and comments so text inside them is never touched.
// The same scan replaces hex numerals with no digit before the point (`0x.8`), which luaparse
// rejects, by a same-length run of zeros, and records where they are (`restoring`).
// The scan jumps from one place that matters to the next with a regular expression (a comment, a
// long bracket, a quote, the keyword `local`, `0x.`) instead of visiting every character.
const PREPASS_STOP = /--|\[=*\[|["']|\blocal\b|\b0[xX]\./g;
const NAME_AT = /[A-Za-z_][A-Za-z0-9_]*/y;
const LONG_BRACKET_AT = /\[(=*)\[/y;
const ATTRIBUTE_AT = /<\s*([A-Za-z_][A-Za-z0-9_]*)\s*>/y;
const HEX_FLOAT_AT = /0[xX](\.[0-9a-fA-F]+(?:[pP][+-]?[0-9]+)?)/y;
const UNICODE_ESCAPE_AT = /u\{([0-9a-fA-F]+)\}/y;
// lua's whitespace (lctype.c lisspace): space, \t \n \v \f \r
const SPACE_AT = /[ \t\n\v\f\r]*/y;

function blankAttributes(
  source: string,
  lines: LineIndex,
  diagnostics: LuaDiagnostic[],
): { text: string; attributes: Map<number, Attribute>; numerals: Set<number>; strings: Set<number> } {
  const attributes = new Map<number, Attribute>();
  const numerals = new Set<number>();
  const strings = new Set<number>();
  if (!source.includes('<') && !/0[xX]\.|\\u/.test(source)) return { text: source, attributes, numerals, strings };
  // edits are recorded in source order and applied once at the end, from slices
  const edits: { from: number; to: number; by: string }[] = [];
  const n = source.length;
  const skipSpace = (p: number) => {
    SPACE_AT.lastIndex = p;
    SPACE_AT.test(source);
    return SPACE_AT.lastIndex;
  };
  // at a long bracket `[==[` of `level` '=': the index after its closing bracket (or the end)
  const skipLong = (p: number, level: number): number => {
    const close = ']' + '='.repeat(level) + ']';
    const end = source.indexOf(close, p + level + 2);
    return end < 0 ? n : end + close.length;
  };
  const stop = new RegExp(PREPASS_STOP.source, 'g');
  let i = 0;
  for (let m = stop.exec(source); m; stop.lastIndex = i, m = stop.exec(source)) {
    const token = m[0];
    i = m.index;
    if (token === '--') {
      LONG_BRACKET_AT.lastIndex = i + 2;
      const long = LONG_BRACKET_AT.exec(source);
      if (long) i = skipLong(i + 2, long[1]!.length);
      else {
        const eol = source.indexOf('\n', i);
        i = eol < 0 ? n : eol;
      }
    } else if (token[0] === '[') {
      i = skipLong(i, token.length - 2);
    } else if (token === '"' || token === "'") {
      const start = i;
      i++;
      while (i < n && source[i] !== token && source[i] !== '\n') {
        if (source[i] === '\\') {
          i++;
          if (source[i] === 'z') {
            i = skipSpace(i + 1);
            continue;
          }
          if (source[i] === 'u') {
            // lua 5.4 accepts \u{...} up to 2^31; luaparse stops at 10FFFF: blank the digits and
            // let generation decode the literal from its source text
            UNICODE_ESCAPE_AT.lastIndex = i;
            const u = UNICODE_ESCAPE_AT.exec(source);
            if (u && parseInt(u[1]!, 16) > 0x10ffff && parseInt(u[1]!, 16) < 2 ** 31) {
              edits.push({ from: i + 2, to: i + 2 + u[1]!.length, by: '0' });
              strings.add(start);
            }
          }
        }
        i++;
      }
      i++;
    } else if (token === 'local') {
      i = skipSpace(i + 5);
      // `local function` has no attributes; otherwise: Name [attrib] {, Name [attrib]}
      for (;;) {
        NAME_AT.lastIndex = i;
        const name = NAME_AT.exec(source);
        if (!name || name[0] === 'function') break;
        const nameAt = i;
        i = skipSpace(i + name[0].length);
        if (source[i] === '<') {
          ATTRIBUTE_AT.lastIndex = i;
          const a = ATTRIBUTE_AT.exec(source);
          if (a) {
            if (a[1] !== 'const' && a[1] !== 'close') {
              diagnostics.push(luaUnknownAttribute(a[1]!, lines.line(i), lines.column(i) + 1));
            } else {
              attributes.set(nameAt, a[1] as Attribute);
            }
            edits.push({ from: i, to: i + a[0].length, by: ' ' });
            i = skipSpace(i + a[0].length);
          }
        }
        if (source[i] !== ',') break;
        i = skipSpace(i + 1);
      }
    } else {
      HEX_FLOAT_AT.lastIndex = i;
      const h = HEX_FLOAT_AT.exec(source);
      if (h) {
        numerals.add(i);
        edits.push({ from: i, to: i + h[0].length, by: '0' });
        i += h[0].length;
      } else i += token.length;
    }
  }
  return { text: edits.length ? applyEdits(source, edits) : source, attributes, numerals, strings };
}

/** The source with each edit's range overwritten by its character (newlines kept). */
function applyEdits(source: string, edits: { from: number; to: number; by: string }[]): string {
  const parts: string[] = [];
  let at = 0;
  for (const { from, to, by } of edits) {
    parts.push(source.slice(at, from));
    for (const piece of source.slice(from, to).split('\n')) parts.push(by.repeat(piece.length), '\n');
    parts.pop();
    at = to;
  }
  parts.push(source.slice(at));
  return parts.join('');
}

/** Decodes a short string literal's source text (llex.c read_string), `\\u{...}` up to 2^31. */
export function decodeString(raw: string): string {
  let out = '';
  for (let i = 1; i < raw.length - 1; i++) {
    const c = raw[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const e = raw[++i]!;
    const simple: Record<string, string> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', '"': '"', "'": "'", '\n': '\n' };
    if (e in simple) out += simple[e];
    else if (e === 'x') {
      out += String.fromCharCode(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (e === 'z') {
      while (i + 1 < raw.length - 1 && /\s/.test(raw[i + 1]!)) i++;
    } else if (e === 'u') {
      const close = raw.indexOf('}', i);
      out += utf8Bytes(parseInt(raw.slice(i + 2, close), 16));
      i = close;
    } else if (/[0-9]/.test(e)) {
      const d = /^[0-9]{1,3}/.exec(raw.slice(i))![0];
      out += String.fromCharCode(Number(d));
      i += d.length - 1;
    }
  }
  return out;
}

// lobject.c luaO_utf8esc: up to 6 bytes, for values up to 2^31
function utf8Bytes(x: number): string {
  if (x < 0x80) return String.fromCharCode(x);
  const bytes: number[] = [];
  let mfb = 0x3f;
  do {
    bytes.unshift(0x80 | (x & 0x3f));
    x = Math.floor(x / 64);
    mfb >>= 1;
  } while (x > mfb);
  bytes.unshift(((~mfb << 1) & 0xff) | x);
  return String.fromCharCode(...bytes);
}

/** The innermost block still open at a source index: its keyword and line. */
function openBlockAt(source: string, index: number, closer: string): { keyword: string; line: number } | undefined {
  const stack: { keyword: string; line: number; header: boolean }[] = [];
  const token = /--\[(=*)\[[\s\S]*?\]\1\]|--[^\n]*|\[(=*)\[[\s\S]*?\]\2\]|"(?:\\[\s\S]|[^"\\\n])*"|'(?:\\[\s\S]|[^'\\\n])*'|[A-Za-z_]\w*|\n|[^\n]/g;
  let line = 1;
  for (let m = token.exec(source); m && m.index < index; m = token.exec(source)) {
    const t = m[0];
    if (t === '\n') { line++; continue; }
    if (t.length > 1 && !/^\w/.test(t)) { line += t.split('\n').length - 1; continue; }
    switch (t) {
      case 'function': case 'if': case 'repeat':
        stack.push({ keyword: t, line, header: false });
        break;
      case 'while': case 'for':
        stack.push({ keyword: t, line, header: true });
        break;
      case 'do': {
        const top = stack[stack.length - 1];
        if (top?.header) top.header = false;
        else stack.push({ keyword: 'do', line, header: false });
        break;
      }
      case '{': case '(':
        stack.push({ keyword: t, line, header: false });
        break;
      case 'end': case 'until': case '}': case ')':
        stack.pop();
        break;
    }
  }
  const opens: Record<string, string[]> = { end: ['function', 'if', 'while', 'for', 'do'], until: ['repeat'], '}': ['{'], ')': ['('] };
  for (let i = stack.length - 1; i >= 0; i--) if (opens[closer]!.includes(stack[i]!.keyword)) return stack[i];
  return undefined;
}

// lua 5.4.4 dates a label by the token after it (lparser.c createlabel runs after skipping `::`)
function duplicateLabel(source: string, message: string, line: number): LuaDiagnostic {
  const name = /^label '(.*)'/.exec(message)![1]!;
  const at: number[] = [];
  const re = new RegExp(`::\\s*${name}\\s*::\\s*`, 'g');
  for (let m = re.exec(source); m && at.length < 2; m = re.exec(source)) at.push(m.index + m[0].length);
  const lineOf = (i: number) => source.slice(0, i).split('\n').length;
  if (at.length < 2) return luaSyntaxError(message, line, 1);
  return luaSyntaxError(`label '${name}' already defined on line ${lineOf(at[0]!)}`, lineOf(at[1]!), 1);
}

// Phase 1 of a Lua chunk: luaparse, plus what luaparse 0.3.1 lacks for Lua 5.4.
import luaparse from 'luaparse';
import type { Chunk } from 'luaparse';
import { luaSyntaxError, luaUnknownAttribute, type LuaDiagnostic } from './messages.js';

export type Attribute = 'const' | 'close';

export interface ParsedChunk {
  ast: Chunk | undefined;
  /** `<const>`/`<close>` attributes by the source index where the variable's name starts. */
  attributes: Map<number, Attribute>;
  /** Hex float numerals luaparse cannot read (`0x.8p1`), by source index, with their values. */
  numerals: Map<number, number>;
  /** The byte string that was parsed (node ranges index into it). */
  source: string;
  diagnostics: LuaDiagnostic[];
}

/**
 * Parses a chunk given as a byte string (each char code 0..255: UTF-8 source bytes), so string
 * literals come out as byte strings with luaparse's 'pseudo-latin1' mode.
 */
export function parseChunk(source: string): ParsedChunk {
  const diagnostics: LuaDiagnostic[] = [];
  const { text, attributes, numerals } = blankAttributes(source, diagnostics);
  if (diagnostics.length) return { ast: undefined, attributes, numerals, source, diagnostics };
  try {
    const ast = luaparse.parse(text, {
      luaVersion: '5.3',
      locations: true,
      ranges: true,
      encodingMode: 'pseudo-latin1',
    } as Partial<luaparse.Options>) as Chunk;
    return { ast, attributes, numerals, source, diagnostics };
  } catch (e) {
    const err = e as { message: string; line?: number; column?: number };
    if (typeof err.line !== 'number') throw e;
    const message = err.message.replace(/^\[\d+:\d+\] /, '');
    diagnostics.push(luaSyntaxError(luaStyleMessage(message), err.line, (err.column ?? 0) + 1));
    return { ast: undefined, attributes, numerals, source, diagnostics };
  }
}

/** Rewords luaparse's messages as lua5.4 words them (llex.c, lparser.c) where they differ. */
function luaStyleMessage(message: string): string {
  let m = message.replace(/near '<eof>'/g, 'near <eof>');
  m = m.replace(/^<expression> expected near /, 'unexpected symbol near ');
  m = m.replace(/^unexpected \w+ '[^']*' near /, 'unexpected symbol near ');
  m = m.replace(/^no loop to break near .*$/, 'break outside loop');
  m = m.replace(/^unfinished string near .*$/, (s) => (/\n|<eof>/.test(s) ? 'unfinished string near <eof>' : s));
  return m;
}

// luaparse 0.3.1 parses Lua 5.3, which has no local attributes (`local x <const> = 1`). Before
// parsing we overwrite each attribute with spaces of the same length, so every node position stays
// exact, and remember the attribute by the position of the name it follows. The scan skips
// strings and comments so text inside them is never touched.
// The same scan replaces hex numerals with no digit before the point (`0x.8`), which luaparse
// rejects, by a same-length run of zeros and records their value.
function blankAttributes(
  source: string,
  diagnostics: LuaDiagnostic[],
): { text: string; attributes: Map<number, Attribute>; numerals: Map<number, number> } {
  const attributes = new Map<number, Attribute>();
  const numerals = new Map<number, number>();
  if (!source.includes('<') && !/0[xX]\./.test(source)) return { text: source, attributes, numerals };
  const chars = source.split('');
  const n = source.length;
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const isWord = (c: string | undefined) => c !== undefined && /[A-Za-z0-9_]/.test(c);
  const skipSpace = (p: number) => {
    while (p < n && /\s/.test(source[p]!)) {
      if (source[p] === '\n') { line++; lineStart = p + 1; }
      p++;
    }
    return p;
  };
  const longBracket = (p: number): number => {
    // at '[': returns level or -1
    let q = p + 1;
    while (source[q] === '=') q++;
    return source[q] === '[' ? q - p - 1 : -1;
  };
  const skipLong = (p: number, level: number): number => {
    const close = ']' + '='.repeat(level) + ']';
    const end = source.indexOf(close, p);
    const stop = end < 0 ? n : end + close.length;
    for (let k = p; k < stop; k++) if (source[k] === '\n') { line++; lineStart = k + 1; }
    return stop;
  };
  while (i < n) {
    const c = source[i]!;
    if (c === '\n') { line++; lineStart = i + 1; i++; continue; }
    if (c === '-' && source[i + 1] === '-') {
      if (source[i + 2] === '[') {
        const level = longBracket(i + 2);
        if (level >= 0) { i = skipLong(i + 2, level); continue; }
      }
      while (i < n && source[i] !== '\n') i++;
      continue;
    }
    if (c === '[') {
      const level = longBracket(i);
      if (level >= 0) { i = skipLong(i, level); continue; }
      i++;
      continue;
    }
    if (c === '"' || c === "'") {
      i++;
      while (i < n && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') {
          i++;
          if (source[i] === '\n') { line++; lineStart = i + 1; }
          else if (source[i] === 'z') { i = skipSpace(i + 1); continue; }
        }
        i++;
      }
      i++;
      continue;
    }
    if (c === 'l' && source.startsWith('local', i) && !isWord(source[i - 1]) && !isWord(source[i + 5])) {
      i = skipSpace(i + 5);
      // `local function` has no attributes; otherwise: Name [attrib] {, Name [attrib]}
      for (;;) {
        const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(source.slice(i, i + 256));
        if (!m || m[0] === 'function') break;
        const nameAt = i;
        i = skipSpace(i + m[0].length);
        if (source[i] === '<') {
          const a = /^<\s*([A-Za-z_][A-Za-z0-9_]*)\s*>/.exec(source.slice(i, i + 256));
          if (a) {
            if (a[1] !== 'const' && a[1] !== 'close') {
              diagnostics.push(luaUnknownAttribute(a[1]!, line, i - lineStart + 1));
            } else {
              attributes.set(nameAt, a[1] as Attribute);
            }
            for (let k = i; k < i + a[0].length; k++) if (chars[k] !== '\n') chars[k] = ' ';
            for (let k = i; k < i + a[0].length; k++) if (source[k] === '\n') { line++; lineStart = k + 1; }
            i = skipSpace(i + a[0].length);
          }
        }
        if (source[i] !== ',') break;
        i = skipSpace(i + 1);
      }
      continue;
    }
    if (/[0-9]/.test(c) && !isWord(source[i - 1])) {
      const m = /^0[xX](\.[0-9a-fA-F]+(?:[pP][+-]?[0-9]+)?)/.exec(source.slice(i, i + 256));
      if (m) {
        numerals.set(i, hexFloat(m[1]!));
        for (let k = i; k < i + m[0].length; k++) chars[k] = '0';
        i += m[0].length;
        continue;
      }
    }
    if (isWord(c)) {
      while (i < n && isWord(source[i])) i++;
      continue;
    }
    i++;
  }
  return { text: chars.join(''), attributes, numerals };
}

/** `.8p1` (the part after `0x`) as a number (lobject.c lua_strx2number). */
function hexFloat(s: string): number {
  const [mant, exp] = s.split(/[pP]/) as [string, string | undefined];
  const frac = mant.slice(1);
  return parseInt(frac || '0', 16) * 2 ** ((exp ? Number(exp) : 0) - 4 * frac.length);
}

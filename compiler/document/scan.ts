// One pass over the body lines with CommonMark's block rules, as far as sections need them:
// ATX and setext headings, fenced code blocks (which hide headings), thematic breaks, HTML
// blocks, list items and block quotes (whose headings are not sections), indented code.

import type { SourceLines } from './split.js';

/** A heading outside any container: `line` is where it starts, `endLine` its last line. */
export interface ScannedHeading {
  level: number;
  /** The raw inline text (markup not yet reduced). */
  raw: string;
  line: number;
  endLine: number;
  /** UTF-16 index on `line` where the heading starts. */
  index: number;
}

/** A fence whose opening line is exactly ```lua, ```lua shared or ```lua prompt. */
export interface ScannedFence {
  kind: 'plain' | 'shared' | 'prompt';
  line: number;
  /** The line that closes it as CommonMark reads it (any closing run of 3 or more backticks),
   * or the last line of the file + 1 when unclosed. Its Lua source ends elsewhere: at the
   * first line exactly ``` (see `exactCloseAfter`). */
  end: number;
}

export interface Scan {
  headings: ScannedHeading[];
  fences: ScannedFence[];
  /** Lines holding a thematic break. */
  breaks: Set<number>;
  /** The first line at or after `line` that is exactly ``` (a Lua fence's close), or 0. */
  exactCloseAfter: (line: number) => number;
}

const FENCE_OPEN = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])([ \t]+|$)/;
const HTML_STARTS: Array<[RegExp, RegExp]> = [
  [/^ {0,3}<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^ {0,3}<!--/, /-->/],
  [/^ {0,3}<\?/, /\?>/],
  [/^ {0,3}<![A-Za-z]/, />/],
  [/^ {0,3}<!\[CDATA\[/, /\]\]>/],
];

// Hand-written matchers where a regular expression would backtrack quadratically on long lines.
const isBlank = (c: string | undefined) => c === ' ' || c === '\t';

/** An ATX heading: up to 3 spaces, 1-6 `#`, then a space, a tab or the end; closing `#`s dropped. */
function matchAtx(text: string): { index: number; level: number; raw: string } | undefined {
  let i = 0;
  while (i < 3 && text[i] === ' ') i++;
  if (text[i] !== '#') return undefined;
  let j = i;
  while (text[j] === '#') j++;
  const level = j - i;
  if (level > 6 || (j < text.length && !isBlank(text[j]))) return undefined;
  let start = j;
  let end = text.length;
  while (start < end && isBlank(text[start])) start++;
  while (end > start && isBlank(text[end - 1])) end--;
  let k = end;
  while (k > start && text[k - 1] === '#') k--;
  if (k < end && (k === start || isBlank(text[k - 1]))) {
    end = k;
    while (end > start && isBlank(text[end - 1])) end--;
  }
  return { index: i, level, raw: text.slice(start, end) };
}

/** A thematic break: up to 3 spaces, then 3 or more of one of `*`, `-`, `_`, spaces and tabs between. */
function isThematicBreak(text: string): boolean {
  let i = 0;
  while (i < 3 && text[i] === ' ') i++;
  const mark = text[i];
  if (mark !== '*' && mark !== '-' && mark !== '_') return false;
  let count = 0;
  for (; i < text.length; i++) {
    const c = text[i];
    if (c === mark) count++;
    else if (!isBlank(c)) return false;
  }
  return count >= 3;
}

/** Leading indentation in columns (tabs to multiples of 4). */
function indentOf(text: string): number {
  let col = 0;
  for (const c of text) {
    if (c === ' ') col++;
    else if (c === '\t') col += 4 - (col % 4);
    else break;
  }
  return col;
}

/** Scans body lines `from`..end of file (1-based file lines). */
export function scanBody(src: SourceLines, from: number): Scan {
  const headings: ScannedHeading[] = [];
  const fences: ScannedFence[] = [];
  const breaks = new Set<number>();
  const last = src.lines.length;
  let fence: { char: string; len: number; lua?: ScannedFence } | undefined;
  let htmlEnd: RegExp | undefined;
  let para: { start: number; setext: boolean } | undefined;
  let listIndent = -1;
  let prevBlank = true;

  for (let n = from; n <= last; n++) {
    const text = src.lines[n - 1]!;
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(text);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.len) {
        if (fence.lua) fence.lua.end = n;
        fence = undefined;
      }
      continue;
    }
    if (htmlEnd) {
      if (htmlEnd.test(text)) htmlEnd = undefined;
      continue;
    }
    const blank = text.trim() === '';
    if (blank) {
      para = undefined;
      prevBlank = true;
      continue;
    }
    const wasBlank = prevBlank;
    prevBlank = false;
    const indent = indentOf(text);

    // Inside a list item: its lines are item content, never sections; fences still hide lines.
    if (listIndent >= 0 && (indent >= listIndent || (!wasBlank && para && !LIST_ITEM.test(text) && !matchAtx(text) && !FENCE_OPEN.test(text) && !isThematicBreak(text)))) {
      const inner = text.replace(/^[ \t]+/, '');
      const open = FENCE_OPEN.exec(inner);
      if (indent >= listIndent && open && !(open[2]![0] === '`' && open[3]!.includes('`'))) {
        fence = { char: open[2]![0]!, len: open[2]!.length };
        para = undefined;
      } else if (!para) para = { start: n, setext: false };
      continue;
    }
    if (indent < listIndent || (listIndent >= 0 && wasBlank)) listIndent = -1;

    if (!para && indent >= 4) continue; // indented code

    const atx = matchAtx(text);
    if (atx) {
      headings.push({ level: atx.level, raw: atx.raw, line: n, endLine: n, index: atx.index });
      para = undefined;
      continue;
    }
    const open = FENCE_OPEN.exec(text);
    if (open && !(open[2]![0] === '`' && open[3]!.includes('`'))) {
      fence = { char: open[2]![0]!, len: open[2]!.length };
      // Live code is a line exactly ```lua at column 1 (reference §1.8); other fences are prose.
      const kind = text === '```lua' ? 'plain' : text === '```lua shared' ? 'shared' : text === '```lua prompt' ? 'prompt' : undefined;
      if (kind) {
        fence.lua = { kind, line: n, end: last + 1 };
        fences.push(fence.lua);
      }
      para = undefined;
      continue;
    }
    if (para?.setext && SETEXT.test(text)) {
      const raw = src.lines.slice(para.start - 1, n - 1).map((l) => l.trim()).join('');
      const first = src.lines[para.start - 1]!;
      headings.push({ level: text.trim()[0] === '=' ? 1 : 2, raw, line: para.start, endLine: n, index: first.length - first.trimStart().length });
      para = undefined;
      continue;
    }
    if (isThematicBreak(text)) {
      breaks.add(n);
      para = undefined;
      continue;
    }
    const html = HTML_STARTS.find(([start]) => start.test(text));
    if (html) {
      const rest = text.replace(html[0], '');
      if (!html[1].test(rest)) htmlEnd = html[1];
      para = undefined;
      continue;
    }
    const item = LIST_ITEM.exec(text);
    if (item) {
      const spaces = item[3]!.length;
      listIndent = item[1]!.length + item[2]!.length + (spaces >= 1 && spaces <= 4 ? spaces : 1);
      para = { start: n, setext: false };
      continue;
    }
    if (/^ {0,3}>/.test(text)) {
      para = { start: n, setext: false };
      continue;
    }
    if (!para) para = { start: n, setext: true };
  }
  // A Lua fence closes at the first line exactly ``` (LG "Writing a Lua fence"): every line
  // before it, other backtick lines included, is Lua source.
  const nextExact = new Int32Array(last + 2);
  for (let n = last; n >= from; n--) nextExact[n] = src.lines[n - 1] === '```' ? n : nextExact[n + 1]!;
  const exactCloseAfter = (line: number) => (line >= 1 && line <= last ? nextExact[line]! : 0);
  return { headings, fences, breaks, exactCloseAfter };
}

// A heading's text with inline markup reduced to text (reference.md §1.5, §1.6): code spans keep
// their text without backticks, emphasis markers go, links and images keep their text, inline
// HTML goes, backslash escapes and character references are decoded. Then trimmed.

const ESCAPABLE = /\\([!-/:-@[-`{-~])/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The plain text of a heading's inline content. */
export function inlineText(raw: string): string {
  // Markup rules are for titles; a pathological one-line megabyte heading is kept as written.
  if (raw.length > 1024) return raw.trim();
  let out = '';
  let i = 0;
  let textStart = 0;
  // Code spans first: a run of N backticks closes at the next run of exactly N.
  while (i < raw.length) {
    if (raw[i] === '\\' && i + 1 < raw.length) {
      i += 2;
      continue;
    }
    if (raw[i] !== '`') {
      i++;
      continue;
    }
    let n = 0;
    while (raw[i + n] === '`') n++;
    const close = findRun(raw, i + n, n);
    if (close < 0) {
      i += n;
      continue;
    }
    out += reduceText(raw.slice(textStart, i));
    let code = raw.slice(i + n, close).replace(/\n/g, ' ');
    if (code.length > 1 && code.startsWith(' ') && code.endsWith(' ') && code.trim() !== '') code = code.slice(1, -1);
    out += code;
    i = close + n;
    textStart = i;
  }
  out += reduceText(raw.slice(textStart));
  return out.trim();
}

function findRun(s: string, from: number, n: number): number {
  for (let j = from; j < s.length; j++) {
    if (s[j] !== '`') continue;
    let m = 0;
    while (s[j + m] === '`') m++;
    if (m === n) return j;
    j += m - 1;
  }
  return -1;
}

/** Text outside code spans. */
function reduceText(s: string): string {
  // Without any of the characters the rules below start from, none of them can match: most
  // headings are plain words, and the rules' dozen regexes would each be compiled on first use.
  if (!hasMarkup(s)) return s;
  // Protect escaped characters from the markup rules with private-use stand-ins.
  const escaped: string[] = [];
  let t = s.replace(ESCAPABLE, (_, c: string) => {
    escaped.push(c);
    return String.fromCharCode(0xe000 + escaped.length - 1);
  });
  for (let k = 0; k < 8; k++) {
    const before = t;
    t = t
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^<>\s]*|[^<>\s@]+@[^<>\s]+)>/g, '$1')
      .replace(/<\/?[A-Za-z][A-Za-z0-9-]*(?:\s[^<>]*)?\/?>/g, '')
      .replace(/(\*{1,3})(?=\S)([^*]*?\S)\1/g, '$2')
      .replace(/(^|[^A-Za-z0-9_])(_{1,3})(?=\S)([^_]*?\S)\2(?![A-Za-z0-9_])/g, '$1$3');
    if (t === before) break;
  }
  t = t.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z]+);/g, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff && !(cp >= 0xd800 && cp <= 0xdfff) ? String.fromCodePoint(cp) : '\ufffd';
    }
    return ENTITIES[e] ?? m;
  });
  return t.replace(/[\ue000-\uf8ff]/g, (c) => escaped[c.charCodeAt(0) - 0xe000] ?? c);
}

/** Whether `s` has a character some rule of reduceText starts from: a backslash, `[`, `<`, `*`, `_` or `&`. */
function hasMarkup(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x5c || c === 0x5b || c === 0x3c || c === 0x2a || c === 0x5f || c === 0x26) return true;
  }
  return false;
}

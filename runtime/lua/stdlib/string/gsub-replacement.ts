// Replacement strings of string.gsub, parsed once: literal text, %0-%9 and %% (lstrlib.c add_s).

/**
 * A parsed replacement: literal strings, capture numbers (0 = whole match, 1-9 = capture) and -1 for
 * an invalid `%x` escape (an error raised only when a match uses it, as lua does).
 */
export type Replacement = (string | number)[];

const cache = new Map<string, Replacement>();
const CACHE_MAX = 256;

/** Parses (or fetches from the cache) the replacement string `r`. */
export function compileReplacement(r: string): Replacement {
  let parts = cache.get(r);
  if (parts !== undefined) return parts;
  parts = [];
  let lit = '';
  let k = r.indexOf('%');
  let from = 0;
  while (k !== -1) {
    lit += r.slice(from, k);
    const c = r.charCodeAt(k + 1);
    if (c === 37) lit += '%';
    else {
      if (lit !== '') parts.push(lit);
      lit = '';
      parts.push(c >= 48 && c <= 57 ? c - 48 : -1);
      if (!(c >= 48 && c <= 57)) break; // the error comes first; nothing after it is ever used
    }
    from = k + 2;
    k = r.indexOf('%', from);
  }
  if (parts.length === 0 || parts[parts.length - 1] !== -1) lit += r.slice(from);
  if (lit !== '' || parts.length === 0) parts.push(lit);
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(r, parts);
  return parts;
}

// Store path and glob pattern rules. reference §5.1 "Path rules" and "Glob pattern" (first failure wins).

import type { StorePathRule } from './errors.js';
import { utf8Encode } from '../lua/strings.js';

const MAX_BYTES = 1024;
const DEVICE_NAMES = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])$/i;

/**
 * UTF-8 byte length of JS text (paths reach the store as decoded text): its encoding, as a backend
 * writes it (an unpaired surrogate is U+FFFD, 3 bytes). utf8Encode is in every bundle with a store.
 */
function utf8Length(text: string): number {
  return utf8Encode(text).length;
}

function hasControl(text: string): boolean {
  // C0, DEL and C1 controls.
  return /[\u0000-\u001f\u007f-\u009f]/.test(text);
}

/** The first rule a path breaks, or undefined when it is a valid store path. */
export function checkPath(path: string): StorePathRule | undefined {
  if (path.length === 0) return 'empty';
  if (utf8Length(path) > MAX_BYTES) return 'too_long';
  if (path.startsWith('/')) return 'absolute';
  if (hasControl(path)) return 'control';
  if (path.includes('\\')) return 'backslash';
  const segments = path.split('/');
  if (segments.some((s) => s.length === 0)) return 'empty_segment';
  if (segments.some((s) => s === '.' || s === '..')) return 'traversal';
  if (segments.some((s) => s.endsWith('.') || s.endsWith(' '))) return 'unsafe_suffix';
  if (segments.some((s) => DEVICE_NAMES.test(s.split('.')[0]!))) return 'reserved_name';
  return undefined;
}

/** The first rule a glob pattern breaks, or undefined. A trailing `/` (select directories) is allowed. */
export function checkGlob(pattern: string): StorePathRule | undefined {
  if (pattern.length === 0) return 'empty';
  if (utf8Length(pattern) > MAX_BYTES) return 'too_long';
  if (hasControl(pattern)) return 'control';
  if (pattern.includes('\\')) return 'backslash';
  if (pattern.includes('***')) return 'wildcard';
  for (const segment of globSegments(pattern).segments) {
    if (segment.includes('**') && segment !== '**') return 'wildcard';
  }
  return undefined;
}

/** A pattern split into segments; `directories` when it ends in `/`. */
export function globSegments(pattern: string): { segments: string[]; directories: boolean } {
  const directories = pattern.endsWith('/') && pattern.length > 1;
  const body = directories ? pattern.slice(0, -1) : pattern;
  return { segments: body.split('/'), directories };
}

/** Matches one segment against a pattern segment where `*` matches any run of characters. */
function matchSegment(pattern: string, text: string): boolean {
  // Greedy with one backtrack point: linear time for `*` (no exponential blow-up).
  let p = 0, t = 0, star = -1, mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== '*' && pattern[p] === text[t]) { p++; t++; }
    else if (p < pattern.length && pattern[p] === '*') { star = p++; mark = t; }
    else if (star >= 0) { p = star + 1; t = ++mark; }
    else return false;
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

/**
 * Whether a path matches pattern segments (`*` within a segment, `**` a whole segment standing for
 * zero or more segments). Memoised over (pattern index, path index), so bounded by their product.
 */
export function matchGlob(patternSegments: readonly string[], path: string): boolean {
  const parts = path.split('/');
  const memo = new Map<number, boolean>();
  const go = (i: number, j: number): boolean => {
    const key = i * (parts.length + 1) + j;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result: boolean;
    if (i === patternSegments.length) result = j === parts.length;
    else if (patternSegments[i] === '**') result = go(i + 1, j) || (j < parts.length && go(i, j + 1));
    else result = j < parts.length && matchSegment(patternSegments[i]!, parts[j]!) && go(i + 1, j + 1);
    memo.set(key, result);
    return result;
  };
  return go(0, 0);
}

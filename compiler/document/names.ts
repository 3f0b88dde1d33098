// Names in the frontmatter: the alias grammar, reserved names, and the shared grammar of
// Plugin ids and tool paths.

import {
  reasonControlCharacter,
  reasonEmptySegment,
  reasonInvalidCharacter,
  reasonSegmentCount,
  type ReservedCategory,
} from '../diagnostics.js';

/** The prompt's name grammar for aliases, role labels and arg names: `[A-Za-z][A-Za-z0-9_-]{0,63}`
 * (reference.md §1.3; tools.md, Scope errors). */
export function isValidAlias(name: string): boolean {
  return /^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(name);
}

// reference.md §1.3, Reserved names (aliases and role labels only).
const ENGINE_GLOBALS = new Set(
  'args argv call compactors fanout item jump list_from_section log messages models prose store sys tasks tools ui untrusted var'.split(' '),
);
// The reference's list plus the globals language.md §1 adds to this project's sandbox
// (`utf8`, `rawequal`, `rawget`, `rawlen`, `rawset`): an alias must not hide them either.
const STD_GLOBALS = new Set(
  'assert error getmetatable ipairs math next pairs pcall select setmetatable string table tonumber tostring type xpcall _G _VERSION utf8 rawequal rawget rawlen rawset'.split(' '),
);
// Lua 5.5 keywords, `global` included.
const LUA_KEYWORDS = new Set(
  'and break do else elseif end false for function global goto if in local nil not or repeat return then true until while'.split(' '),
);

/** The reserved-name category of `name`, or undefined when the name is free. */
export function reservedCategory(name: string): ReservedCategory | undefined {
  if (ENGINE_GLOBALS.has(name)) return 'an Engine global';
  if (STD_GLOBALS.has(name)) return 'a Lua standard-library global';
  if (LUA_KEYWORDS.has(name)) return 'a Lua keyword';
  return undefined;
}

/** The outcome of checking a Plugin id (2 segments) or tool path (3 segments). */
export type NameCheck =
  | { ok: true; segments: string[] }
  /** `count`: otherwise valid but the wrong exact count for the position (checked last). */
  | { ok: false; reason: string; count: boolean };

/**
 * Checks `text` against the global name grammar (tools.md, Plugin ids and tool paths; Segment
 * rules; Name errors). Order: the overall count (a global name has 2 or 3 segments), then each
 * segment left to right (empty, then the first bad character), then the exact count `n`.
 */
export function checkGlobalName(text: string, n: 2 | 3): NameCheck {
  const segments = text.split('/');
  const m = segments.length;
  if (m !== 2 && m !== 3) return { ok: false, reason: reasonSegmentCount(n, m), count: false };
  for (let i = 0; i < m; i++) {
    const seg = segments[i]!;
    if (seg.length === 0) return { ok: false, reason: reasonEmptySegment(), count: false };
    for (const c of seg) {
      if (isSegmentChar(c.charCodeAt(0))) continue;
      const code = c.codePointAt(0)!;
      // Unicode Cc: C0 controls, DEL and C1 controls.
      if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return { ok: false, reason: reasonControlCharacter(i + 1), count: false };
      return { ok: false, reason: reasonInvalidCharacter(c, i + 1), count: false };
    }
  }
  if (m !== n) return { ok: false, reason: reasonSegmentCount(n, m), count: true };
  return { ok: true, segments };
}

/** a-z 0-9 _ . -, compared rather than matched: a regex here was compiled twice in every fresh compile(). */
function isSegmentChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x30 && c <= 0x39) || c === 0x5f || c === 0x2e || c === 0x2d;
}

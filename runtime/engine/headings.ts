// Heading references for jump, call and list_from_section (reference §1.7): the form, the visible
// set, and the messages in check order.
import type { LuaValue } from '../lua/values.js';
import { utf8Decode } from '../lua/strings.js';
import type { PromptSection } from './define-prompt.js';
import { raise, sectionBareName, sectionNoName, sectionNoWhitespace, sectionNotFound, sectionTargetType } from './errors.js';
import { luaTypeName } from './lua-json.js';

/** A section as a heading reference: `## Name`. */
export function headingOf(s: PromptSection): string {
  return `${'#'.repeat(s.level)} ${s.name}`;
}

/** The visible set of a section: its siblings (not itself) and its direct children. */
export function visibleFrom(section: PromptSection, siblings: readonly PromptSection[]): PromptSection[] {
  return [...siblings.filter((s) => s !== section), ...section.children];
}

/** Resolves a heading reference over the visible set, or raises the reference §1.7 error. */
export function resolveHeading(target: LuaValue, visible: readonly PromptSection[]): PromptSection {
  if (typeof target !== 'string') raise(sectionTargetType(luaTypeName(target)));
  const text = utf8Decode(target).trim();
  const markers = /^#*/.exec(text)![0];
  if (markers.length === 0) raise(sectionBareName(text));
  const rest = text.slice(markers.length);
  if (rest.trim() === '') raise(sectionNoName(text));
  if (!/^\s/.test(rest)) raise(sectionNoWhitespace(markers, text));
  const name = rest.trim();
  const found = visible.find((s) => s.level === markers.length && s.name === name);
  if (found === undefined) raise(sectionNotFound(`${markers} ${name}`, visible.map(headingOf)));
  return found;
}

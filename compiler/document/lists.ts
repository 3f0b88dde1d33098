// List sections (reference.md §1.9): a section with no Lua block whose prose is a list. Items
// are read at parse time; a thematic break drops the items above it.

import { listEmptyItem, listNoItems, listNonListContent, type Position } from '../diagnostics.js';
import type { ContentContext } from './fences.js';
import type { ListItem } from './types.js';

type ListLine = { kind: 'item'; text: string } | { kind: 'empty' } | { kind: 'prose' };

/** Classifies one trimmed, nonblank line: `- x`, `* x`, `N. x`, `N) x`, or an empty marker. */
export function classifyListLine(trimmed: string): ListLine {
  if (trimmed.startsWith('- ') || trimmed.startsWith('* ')) {
    const rest = trimmed.slice(2);
    return rest.trim() === '' ? { kind: 'empty' } : { kind: 'item', text: rest };
  }
  if (trimmed === '-' || trimmed === '*') return { kind: 'empty' };
  const m = /^[0-9]+[.)]/.exec(trimmed);
  if (!m) return { kind: 'prose' };
  const after = trimmed.slice(m[0].length);
  if (after === '') return { kind: 'empty' };
  if (!after.startsWith(' ')) return { kind: 'prose' };
  return after.trim() === '' ? { kind: 'empty' } : { kind: 'item', text: after.slice(1) };
}

/**
 * The items of a section without Lua whose content [from, to) starts with a list marker, or
 * undefined when the section is not a list section. Errors are reported at the offending line.
 */
export function readListItems(ctx: ContentContext, name: string, heading: Position, from: number, to: number): ListItem[] | undefined {
  let first = from;
  while (first < to && (ctx.src.text(first)!.trim() === '' || ctx.scan.breaks.has(first))) first++;
  if (first >= to || classifyListLine(ctx.src.text(first)!.trim()).kind === 'prose') return undefined;

  let start = from;
  for (let n = from; n < to; n++) if (ctx.scan.breaks.has(n)) start = n + 1;
  const items: ListItem[] = [];
  for (let n = start; n < to; n++) {
    const text = ctx.src.text(n)!;
    const trimmed = text.trim();
    if (trimmed === '') continue;
    const at = ctx.src.at(n, text.indexOf(trimmed[0]!), trimmed.length);
    const c = classifyListLine(trimmed);
    if (c.kind === 'empty') {
      ctx.sink.report(listEmptyItem(name, at));
      return undefined;
    }
    if (c.kind === 'prose') {
      ctx.sink.report(listNonListContent(name, trimmed, at));
      return undefined;
    }
    items.push({ text: c.text, line: n });
  }
  if (items.length === 0) {
    ctx.sink.report(listNoItems(name, heading));
    return undefined;
  }
  return items;
}

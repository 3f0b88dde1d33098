// The content under one heading as prose and Lua blocks (reference.md §1.8, §1.9), with the
// anchors' rules: pending prose is the Markdown below the last thematic break, trimmed; a prose
// block sits before every fence except one that opens the content; trailing prose only when
// non-empty. Location labels follow the block's index among them.

import { luaFenceNotClosed, luaFenceNotClosedExactly, type DiagnosticSink } from '../diagnostics.js';
import type { Scan, ScannedFence } from './scan.js';
import type { SourceLines } from './split.js';
import type { LuaBlock, ProseBlock, SectionContent } from './types.js';

export interface ContentContext {
  src: SourceLines;
  scan: Scan;
  sink: DiagnosticSink;
}

/** Whose content this is: the H1 body (named by the title) or a section. */
export interface ContentOwner {
  kind: 'h1' | 'section';
  name: string;
}

/** Splits file lines [from, to) into content; lines marked in `skip` (shared fences) are left out. */
export function splitContent(ctx: ContentContext, from: number, to: number, owner: ContentOwner, skip: Uint8Array): SectionContent[] {
  const skipped = (n: number) => skip[n] === 1;
  const openings = fencesIn(ctx.scan.fences, from, to).filter((f) => f.kind === 'plain' && skip[f.line] !== 1);
  let leading = from;
  while (leading < to && (skipped(leading) || ctx.src.text(leading)!.trim() === '')) leading++;

  const pending = (a: number, b: number): ProseBlock => {
    let start = a;
    for (let n = a; n < b; n++) if (ctx.scan.breaks.has(n) && skip[n] !== 1) start = n + 1;
    let lines = ctx.src.lines.slice(start - 1, b - 1);
    if (skip.subarray(start, b).includes(1)) lines = lines.filter((_, i) => skip[start + i] !== 1);
    return { type: 'prose', text: lines.join('\n').trim(), line: start };
  };

  const raw: SectionContent[] = [];
  let pos = from;
  for (let i = 0; i < openings.length; i++) {
    const f = openings[i]!;
    const at = ctx.src.at(f.line, 0, 6);
    const close = ctx.scan.exactCloseAfter(f.line + 1);
    if (close === 0 || close >= to) {
      // `{label} fence is not closed`: prologue opens the content, epilog is the last fence.
      const where = i === 0 && f.line === leading ? 'prologue' : i === openings.length - 1 ? 'epilog' : 'plain';
      ctx.sink.report(luaFenceNotClosed(owner.name, where, at));
      return raw;
    }
    const next = openings[i + 1];
    if (next && next.line < close) {
      // A closing line that is not exactly ``` lets the source run on into the next fence.
      ctx.sink.report(luaFenceNotClosedExactly(owner.name, at));
      return raw;
    }
    if (!(pos === from && f.line === leading)) raw.push(pending(pos, f.line));
    const source = ctx.src.lines.slice(f.line, close - 1).join('\n');
    raw.push({ type: 'lua', kind: 'plain', source, firstLine: f.line + 1, fenceLine: f.line, location: '' });
    pos = close + 1;
  }
  if (openings.length === 0) return [pending(from, to)];
  const trailing = pending(pos, to);
  if (trailing.text !== '') raw.push(trailing);

  const hasProse = raw.some((b) => b.type === 'prose');
  raw.forEach((b, index) => {
    if (b.type !== 'lua') return;
    b.location = luaLocation(owner, index, raw.length, hasProse);
  });
  return raw;
}

/** The location label of reference §1.8 for the block at `index` of `total` content items. */
function luaLocation(owner: ContentOwner, index: number, total: number, hasProse: boolean): string {
  if (owner.kind === 'h1') return `H1 \`${owner.name}\` lua`;
  if (index === 0) return `section \`${owner.name}\` prologue`;
  if (index === total - 1 && hasProse) return `section \`${owner.name}\` epilog`;
  return `section \`${owner.name}\` lua`;
}

/** A mask of file lines (1-based): each [first, last] range inclusive. */
export function lineMask(lineCount: number, ranges: Array<[number, number]>): Uint8Array {
  const mask = new Uint8Array(lineCount + 2);
  for (const [first, last] of ranges) mask.fill(1, first, Math.min(last, lineCount + 1) + 1);
  return mask;
}

/** The shared library block for a `lua shared` fence closed at line `close`. */
export function sharedBlock(src: SourceLines, f: ScannedFence, close: number): LuaBlock {
  return {
    type: 'lua',
    kind: 'shared',
    source: src.lines.slice(f.line, close - 1).join('\n'),
    firstLine: f.line + 1,
    fenceLine: f.line,
    location: 'prompt shared library',
  };
}

/** The fences opening on lines [from, to); `fences` is in line order. */
export function fencesIn(fences: ScannedFence[], from: number, to: number): ScannedFence[] {
  let lo = 0;
  let hi = fences.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (fences[mid]!.line < from) lo = mid + 1;
    else hi = mid;
  }
  const out: ScannedFence[] = [];
  for (let i = lo; i < fences.length && fences[i]!.line < to; i++) out.push(fences[i]!);
  return out;
}

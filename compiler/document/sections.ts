// The body: exactly one H1, the H1 body with at most one `lua shared` library, and the section
// tree `##`..`######` (reference.md §1.1, §1.5, §1.6, §1.8).

import {
  h1Empty,
  h1Missing,
  h1NotUnique,
  luaPromptFenceRemoved,
  sectionDuplicateSibling,
  sectionHeadingEmpty,
  sectionOrphan,
  sharedFenceNotClosed,
  sharedFenceOutsideH1,
  sharedFenceRepeated,
  type DiagnosticSink,
  type Position,
} from '../diagnostics.js';
import { fencesIn, lineMask, sharedBlock, splitContent, type ContentContext } from './fences.js';
import { inlineText } from './inline-text.js';
import { readListItems } from './lists.js';
import { scanBody, type ScannedFence, type ScannedHeading } from './scan.js';
import type { SourceLines } from './split.js';
import type { Document, LuaBlock, Section } from './types.js';

export type Body = Pick<Document, 'title' | 'titlePosition' | 'h1' | 'shared' | 'sections'>;

/** Reads the body from file line `from`; undefined when the H1 rule fails. */
export function readBody(src: SourceLines, from: number, sink: DiagnosticSink): Body | undefined {
  const scan = scanBody(src, from);
  const ctx: ContentContext = { src, scan, sink };
  const end = src.lines.length + 1;

  // Exactly one H1; its failures carry no line (reference §1.5). Notes before it are inert.
  const h1s = scan.headings.filter((h) => h.level === 1);
  if (h1s.length !== 1) {
    sink.report(h1s.length === 0 ? h1Missing() : h1NotUnique());
    return undefined;
  }
  const h1 = h1s[0]!;
  const title = inlineText(h1.raw);
  if (title === '') sink.report(h1Empty());
  const h1Index = scan.headings.indexOf(h1);
  const headings = scan.headings.slice(h1Index + 1);
  const h1End = headings[0]?.line ?? end;

  const { shared, ranges } = checkSharedFences(ctx, scan.fences, h1.endLine + 1, h1End);
  const skip = lineMask(src.lines.length, ranges);
  const h1Fences = fencesIn(scan.fences, h1.endLine + 1, h1End);
  let first = h1.endLine + 1;
  while (first < h1End && src.text(first)!.trim() === '') first++;
  // The removed ```lua prompt form, when it opens the H1 body (vf:lib); later it is prose.
  const promptFence = h1Fences.find((f) => f.kind === 'prompt' && f.line === first);
  if (promptFence) sink.report(luaPromptFenceRemoved(src.at(promptFence.line, 0, 13)));
  const h1Content = splitContent(ctx, h1.endLine + 1, h1End, { kind: 'h1', name: title }, skip);
  // An H1 body with no content has no blocks at all (LG "Section shapes"): no H1 pass.
  const h1Body = h1Content.length === 1 && h1Content[0]!.type === 'prose' && h1Content[0]!.text === '' ? [] : h1Content;

  const sections = buildTree(ctx, headings, end, skip);
  const body: Body = { title, titlePosition: src.at(h1.line, h1.index, h1.raw.length + 2), h1: h1Body, sections };
  if (shared) body.shared = shared;
  return body;
}

/**
 * At most one `lua shared` fence, only in the H1 body, closed by a line exactly ``` there
 * (reference §1.8). Returns the library and the line ranges of every shared fence, which are
 * left out of the prose around them.
 */
function checkSharedFences(ctx: ContentContext, fences: ScannedFence[], from: number, to: number): { shared?: LuaBlock; ranges: Array<[number, number]> } {
  let shared: LuaBlock | undefined;
  const ranges: Array<[number, number]> = [];
  let count = 0;
  for (const f of fences) {
    if (f.kind !== 'shared') continue;
    const at = ctx.src.at(f.line, 0, 13);
    const close = ctx.scan.exactCloseAfter(f.line + 1);
    const inH1 = f.line >= from && f.line < to;
    const closed = close !== 0 && (!inH1 || close < to);
    // Outside the H1 body the fence is an error; its CommonMark extent is left out of the prose.
    ranges.push([f.line, !inH1 ? f.end : closed ? close : to - 1]);
    if (++count > 1) ctx.sink.report(sharedFenceRepeated(at));
    else if (!inH1) ctx.sink.report(sharedFenceOutsideH1(at));
    else if (!closed) ctx.sink.report(sharedFenceNotClosed(at));
    else shared = sharedBlock(ctx.src, f, close);
  }
  return shared ? { shared, ranges } : { ranges };
}

/** Builds the section tree; each heading exactly one level below its parent (reference §1.6). */
function buildTree(ctx: ContentContext, headings: ScannedHeading[], end: number, skip: Uint8Array): Section[] {
  const roots: Section[] = [];
  const stack: Section[] = [];
  const siblingsOf = new Map<Section[], Map<string, Section>>();
  headings.forEach((h, i) => {
    const name = inlineText(h.raw);
    const position: Position = ctx.src.at(h.line, h.index, Math.max(1, h.level + 1 + h.raw.length));
    while (stack.length > 0 && stack[stack.length - 1]!.level >= h.level) stack.pop();
    const parentLevel = stack.length > 0 ? stack[stack.length - 1]!.level : 1;
    if (h.level > parentLevel + 1) ctx.sink.report(sectionOrphan(name, h.level, parentLevel + 1, position));
    if (name === '') ctx.sink.report(sectionHeadingEmpty(h.level, position));

    const siblings = stack.length > 0 ? stack[stack.length - 1]!.children : roots;
    const names = siblingsOf.get(siblings) ?? new Map<string, Section>();
    siblingsOf.set(siblings, names);
    const earlier = names.get(name);
    if (earlier && name !== '') ctx.sink.report(sectionDuplicateSibling(name, earlier.position.line, h.line, position));

    const from = h.endLine + 1;
    const to = headings[i + 1]?.line ?? end;
    const content = splitContent(ctx, from, to, { kind: 'section', name }, skip);
    const blocks = content.filter((c): c is LuaBlock => c.type === 'lua');
    const section: Section = { level: h.level, name, position, content, blocks, children: [] };
    if (!earlier) names.set(name, section);
    if (blocks.length === 0 && !fencesIn(ctx.scan.fences, from, to).some((f) => f.kind === 'plain')) {
      const items = readListItems(ctx, name, position, from, to);
      if (items) section.items = items;
    }
    siblings.push(section);
    stack.push(section);
  });
  return roots;
}

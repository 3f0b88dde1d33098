// Lines and columns of Lua nodes from their source ranges. luaparse's `locations` option gives every
// node a `loc` of three objects (plus copies while parsing): that was the largest allocation of a
// compile. Parsing with `ranges` only and looking lines up here, in a table of line starts built
// once per chunk, costs a binary search for the few nodes whose line is read.
import type { Node } from 'luaparse';

/** A parsed node's start index and end index (exclusive): luaparse's `range`, moved by parse.ts (node-factories.ts). */
export type Ranged = Node & { startAt: number; endAt: number };

export class LineIndex {
  /** Source index where each line starts; starts[0] = 0 is line 1. */
  private readonly starts: number[] = [0];
  /** The line found by the last lookup, tried first (lookups mostly move forward a little). */
  private last = 0;

  constructor(source: string) {
    const starts = this.starts;
    if (source.indexOf('\r') < 0) {
      for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
      return;
    }
    // luaparse's consumeEOL (as llex.c inclinenumber): \n, \r, \r\n and \n\r each end one line
    for (let i = 0; i < source.length; i++) {
      const c = source.charCodeAt(i);
      if (c !== 10 && c !== 13) continue;
      const d = source.charCodeAt(i + 1);
      if ((d === 10 || d === 13) && d !== c) i++;
      starts.push(i + 1);
    }
  }

  /** The 1-based line holding source index `at`. */
  line(at: number): number {
    const starts = this.starts;
    let k = this.last;
    if (starts[k]! <= at && (k + 1 >= starts.length || starts[k + 1]! > at)) return k + 1;
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    this.last = lo;
    return lo + 1;
  }

  /** The 0-based column of source index `at` (luaparse's `loc.start.column`). */
  column(at: number): number {
    return at - this.starts[this.line(at) - 1]!;
  }

  /** The line where a node starts (luaparse's `loc.start.line`). */
  startLine(node: Node): number {
    return this.line((node as Ranged).startAt);
  }

  /** The line of a node's last character (luaparse's `loc.end.line`). */
  endLine(node: Node): number {
    const { startAt: from, endAt: to } = node as Ranged;
    return this.line(to > from ? to - 1 : from);
  }

  /** The 1-based column where a node starts, as diagnostics give it. */
  startColumn(node: Node): number {
    return this.column((node as Ranged).startAt) + 1;
  }
}

// Reading YAML nodes with positions: what a value is called in messages (serde's words), where a
// node sits in the .md file, struct-like maps, and free-form values (`config`) under a budget.

import { isAlias, isMap, isScalar, isSeq, type Document as YamlDocument, type LineCounter, type Node, type Pair } from 'yaml';
import {
  duplicateEntry,
  duplicateField,
  unknownField,
  yamlTooComplex,
  type DiagnosticData,
  type DiagnosticSink,
  type Position,
} from '../diagnostics.js';
import type { SourceLines } from './split.js';

/** Everything a frontmatter reader needs: the YAML document, positions, and the sink. */
export interface YamlContext {
  doc: YamlDocument.Parsed;
  lineCounter: LineCounter;
  src: SourceLines;
  /** The file line of the first YAML line. */
  firstLine: number;
  sink: DiagnosticSink;
  /** Where to point when there is no node (an empty frontmatter). */
  fallback: Position;
}

/** A YAML node or nothing (an empty value such as `name:` may have no node). */
export type YNode = Node | null | undefined;

/** The node an alias stands for; other nodes unchanged. */
export function deref(ctx: YamlContext, node: YNode): YNode {
  let n = node;
  for (let hops = 0; n && isAlias(n) && hops < 16; hops++) n = n.resolve(ctx.doc) as YNode;
  return isAlias(n) ? undefined : n;
}

/** The file position where `node` starts (`fallback` when there is none). */
export function positionOf(ctx: YamlContext, node: YNode, fallback?: Position): Position {
  const range = node?.range;
  if (!range) return fallback ?? ctx.fallback;
  const { line, col } = ctx.lineCounter.linePos(range[0]);
  const end = ctx.lineCounter.linePos(Math.max(range[0] + 1, range[1]));
  const length = end.line === line ? end.col - col : (ctx.src.text(line + ctx.firstLine - 1)?.length ?? col) - col + 1;
  return ctx.src.at(line + ctx.firstLine - 1, col - 1, Math.max(1, length));
}

/** The value kind as serde names it in `invalid type: {found}`: `integer \`5\``, `sequence`, ... */
export function describeFound(ctx: YamlContext, node: YNode): string {
  const n = deref(ctx, node);
  if (!n) return 'unit value';
  if (isMap(n)) return 'map';
  if (isSeq(n)) return 'sequence';
  if (isScalar(n)) {
    const v = n.value;
    if (v === null || v === undefined) return 'unit value';
    if (typeof v === 'boolean') return `boolean \`${v}\``;
    if (typeof v === 'bigint') return `integer \`${v}\``;
    if (typeof v === 'number') return `floating point \`${formatFloat(v)}\``;
    if (typeof v === 'string') return `string ${JSON.stringify(v)}`;
  }
  return 'value';
}

function formatFloat(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'inf' : '-inf';
  return Number.isInteger(v) && Math.abs(v) < 1e16 ? v.toFixed(1) : String(v);
}

/** The text of a scalar key (`5` for an integer key); undefined for a collection key. */
export function keyText(ctx: YamlContext, key: unknown): string | undefined {
  const n = deref(ctx, key as YNode);
  if (!n) return 'null';
  if (isScalar(n)) return n.value === null || n.value === undefined ? 'null' : String(n.value);
  return undefined;
}

/** The raw source text of a scalar as written (for `got {raw}`), else its description. */
export function rawText(ctx: YamlContext, node: YNode): string {
  const n = deref(ctx, node);
  if (n && isScalar(n)) {
    const src = (n as { source?: unknown }).source;
    if (typeof src === 'string') return src;
    return String(n.value);
  }
  return describeFound(ctx, n);
}

/** A string scalar's value, or undefined. */
export function stringValue(ctx: YamlContext, node: YNode): string | undefined {
  const n = deref(ctx, node);
  return n && isScalar(n) && typeof n.value === 'string' ? n.value : undefined;
}

/**
 * Walks a struct-like map: unknown and repeated keys are reported (serde's `unknown field`,
 * `duplicate field`); each known key's first occurrence goes to `onField`. With `firstErrorOnly`
 * the walk stops at the first report. Returns false when something was reported.
 */
export function walkStruct(
  ctx: YamlContext,
  map: Node,
  fields: readonly string[],
  onField: (key: string, value: YNode, pair: Pair) => boolean | void,
  firstErrorOnly = false,
  errors: { unknown?: (key: string, at: Position) => DiagnosticData; duplicate?: (key: string, at: Position) => DiagnosticData } = {},
): boolean {
  if (!isMap(map)) return true;
  const seen = new Set<string>();
  let ok = true;
  for (const pair of map.items) {
    const key = keyText(ctx, pair.key) ?? describeFound(ctx, pair.key as YNode);
    const at = positionOf(ctx, pair.key as YNode, positionOf(ctx, map));
    let d: DiagnosticData | undefined;
    if (!fields.includes(key)) d = (errors.unknown ?? ((k, p) => unknownField(k, fields, p)))(key, at);
    else if (seen.has(key)) d = (errors.duplicate ?? duplicateField)(key, at);
    if (d) {
      ctx.sink.report(d);
      ok = false;
      if (firstErrorOnly) return false;
      continue;
    }
    seen.add(key);
    if (onField(key, pair.value as YNode, pair) === false) {
      ok = false;
      if (firstErrorOnly) return false;
    }
  }
  return ok;
}

/** Converts a free-form value to plain data, counting nodes so aliases cannot explode. */
export function toPlain(ctx: YamlContext, node: YNode): { ok: true; value: unknown } | { ok: false } {
  let budget = 10_000;
  const fail = (n: YNode, what: string): never => {
    ctx.sink.report(yamlTooComplex(what, positionOf(ctx, n)));
    throw STOP;
  };
  const walk = (raw: YNode, depth: number): unknown => {
    if (--budget < 0) fail(raw, 'a value holds more than 10000 nodes (aliases expanded)');
    if (depth > 64) fail(raw, 'a value is nested more than 64 levels deep');
    const n = deref(ctx, raw);
    if (!n) return null;
    if (isMap(n)) {
      const out: Record<string, unknown> = {};
      const seen = new Set<string>();
      for (const pair of n.items) {
        const key = keyText(ctx, pair.key) ?? JSON.stringify(walk(pair.key as YNode, depth + 1));
        if (seen.has(key)) {
          ctx.sink.report(duplicateEntry(key, positionOf(ctx, pair.key as YNode)));
          throw STOP;
        }
        seen.add(key);
        Object.defineProperty(out, key, { value: walk(pair.value as YNode, depth + 1), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
    if (isSeq(n)) return n.items.map((item) => walk(item as YNode, depth + 1));
    if (isScalar(n)) {
      const v = n.value;
      if (typeof v === 'bigint') return Number(v);
      return v === undefined ? null : v;
    }
    return null;
  };
  try {
    return { ok: true, value: walk(node, 0) };
  } catch (e) {
    if (e === STOP) return { ok: false };
    throw e;
  }
}

const STOP = Symbol('stop');

/** Reports `d` and answers false, so a field reader can stop its walk. */
export function fail(ctx: YamlContext, d: DiagnosticData): false {
  ctx.sink.report(d);
  return false;
}


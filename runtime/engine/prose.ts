// Prose and `{{ }}` substitution (reference §1.9, §1.10): rendered when the next block first reads
// `prose`; one left-to-right pass; inserted text is never rescanned.
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { index } from '../lua/indexing.js';
import {
  proseBadPath, proseEmptySegment, proseMissingKey, proseNilArgv, proseNilItem, proseNotATable, proseSerialize,
  proseUnclosed, proseUnknownNamespace, raise,
} from './errors.js';
import type { JsonValue } from './json.js';
import { isJsonRepresentable, Opaque, toJson } from './messages.js';
import { toNeutral } from './lua-json.js';
import { unguard } from './var.js';
import { scalarText } from './scalar.js';

/** Where `{{ }}` roots come from. */
export interface ProseScope {
  readonly args: string;
  readonly argv: JsonValue | undefined;
  readonly env: LuaTable;
  readonly sys: (key: string) => LuaValue;
  /** The seeded item of a fanout arm or task's worker section (JSON), else undefined. */
  readonly item?: JsonValue | undefined;
}

function render(v: LuaValue | JsonValue, name: string, path: string, offset: number): string {
  if (v instanceof LuaTable) {
    const data = toNeutral(v, unguard);
    if (!isJsonRepresentable(data) || data instanceof Opaque) raise(proseSerialize(name, path, offset));
    return sortedJson(toJson(data));
  }
  if (typeof v === 'function') raise(proseSerialize(name, path, offset));
  if (typeof v === 'object' && v !== null && !(v instanceof LuaTable) && !('n' in v)) return sortedJson(v as JsonValue);
  if (typeof v === 'string' && !(v as unknown as object instanceof LuaTable)) return v;
  return scalarText(v as LuaValue) ?? 'null';
}

function sortedJson(v: JsonValue): string {
  if (Array.isArray(v)) return '[' + v.map(sortedJson).join(',') + ']';
  if (typeof v === 'object' && v !== null) {
    return '{' + Object.keys(v).sort().map((k) => JSON.stringify(k) + ':' + sortedJson(v[k]!)).join(',') + '}';
  }
  return JSON.stringify(v);
}

function lookup(path: string, scope: ProseScope, offset: number): string {
  const segments = path.split('.');
  if (segments.some((s) => s === '' || s.trim() !== s)) raise(proseEmptySegment(path, offset));
  const [root, ...rest] = segments as [string, ...string[]];
  if (root === 'args') {
    if (rest.length > 0) raise(proseNotATable('args', offset));
    return scope.args;
  }
  if (root === 'item') {
    if (scope.item === undefined) raise(proseNilItem(offset));
    let v: JsonValue | undefined = scope.item;
    if (rest.length > 0 && typeof v === 'string') raise(proseNotATable('item', offset));
    for (const k of rest) {
      v = typeof v === 'object' && v !== null ? (Array.isArray(v) ? v[Number(k) - 1] : v[k]) : undefined;
      if (v === undefined || v === null) raise(proseMissingKey(path, offset));
    }
    // `{{ item }}` renders JSON null as `null` (reference §1.10).
    if (v === null) return 'null';
    return typeof v === 'string' ? v : render(v!, root, path, offset);
  }
  if (root === 'argv') {
    let v: JsonValue | undefined = scope.argv;
    if (v === undefined || v === null) raise(proseNilArgv(path, offset));
    for (const k of rest) {
      v = typeof v === 'object' && v !== null && !Array.isArray(v) ? v[k] : undefined;
      if (v === undefined) raise(proseMissingKey(path, offset));
      if (v === null) raise(proseMissingKey(path, offset));
    }
    return typeof v === 'string' ? v : render(v!, root, path, offset);
  }
  let v: LuaValue;
  if (root === 'var' || root === 'sys') {
    if (rest.length === 0) raise(proseBadPath(root, offset));
    v = root === 'var' ? scope.env.get('var') : scope.sys(rest[0]!);
    if (root === 'sys') rest.shift();
  } else {
    v = scope.env.get(utf8Encode(root));
    if (v === undefined) raise(proseUnknownNamespace(root, path, offset));
  }
  for (const k of rest) {
    if (!(v instanceof LuaTable)) raise(proseMissingKey(path, offset));
    v = index(v, utf8Encode(k));
  }
  if (v === undefined) raise(proseMissingKey(path, offset));
  return typeof v === 'string' ? utf8Decode(v) : render(v, root, path, offset);
}

/** Renders pending prose (JS text) with its `{{ }}` paths; offsets are byte offsets. */
export function renderProse(text: string, scope: ProseScope): string {
  let out = '';
  let i = 0;
  const bytesBefore = (k: number) => utf8Encode(text.slice(0, k)).length;
  while (i < text.length) {
    if (text.startsWith('\\{{', i)) { out += '{{'; i += 3; continue; }
    if (text.startsWith('\\}}', i)) { out += '}}'; i += 3; continue; }
    if (text.startsWith('\\\\', i)) { out += '\\'; i += 2; continue; }
    if (text.startsWith('{{', i)) {
      const end = text.indexOf('}}', i + 2);
      if (end < 0) raise(proseUnclosed(bytesBefore(i)));
      const path = text.slice(i + 2, end).trim();
      out += lookup(path, scope, bytesBefore(i));
      i = end + 2;
      continue;
    }
    out += text[i];
    i++;
  }
  return out;
}

// `plugins:` (tools.md, Declaring Plugins; Entry errors; Name errors).

import { isMap, isScalar, isSeq } from 'yaml';
import {
  invalidType,
  noteDeclaredAt,
  pluginDeclaredTwice,
  pluginEntryDuplicateKey,
  pluginEntryInvalidType,
  pluginEntryMissingRef,
  pluginEntryUnknownKey,
  pluginIdInvalid,
  pluginIdThreeSegments,
  type Position,
} from '../diagnostics.js';
import { checkGlobalName } from './names.js';
import type { PluginDeclaration } from './types.js';
import { deref, describeFound, positionOf, toPlain, walkStruct, type YamlContext, type YNode } from './yaml-values.js';

const ENTRY_FIELDS = ['ref', 'optional', 'config'] as const;

/** Reads the `plugins:` list; malformed entries are reported at the entry and left out. */
export function readPlugins(ctx: YamlContext, node: YNode, keyAt: Position): PluginDeclaration[] {
  const list = deref(ctx, node);
  if (!list || (isScalar(list) && list.value === null)) return [];
  if (!isSeq(list)) {
    ctx.sink.report(invalidType(describeFound(ctx, list), 'a sequence', positionOf(ctx, list, keyAt)));
    return [];
  }
  const out: PluginDeclaration[] = [];
  for (const item of list.items) {
    const decl = readEntry(ctx, item as YNode, positionOf(ctx, list));
    if (decl) out.push(decl);
  }
  // Each Plugin is declared once, whatever the form of each entry; no line or column.
  const seen = new Map<string, PluginDeclaration>();
  for (const d of out) {
    const first = seen.get(d.id);
    if (first) {
      ctx.sink.report(pluginDeclaredTwice(d.id), [noteDeclaredAt('first declared', first.position.line), noteDeclaredAt('declared again', d.position.line)]);
      break;
    }
    seen.set(d.id, d);
  }
  return out;
}

function readEntry(ctx: YamlContext, raw: YNode, listAt: Position): PluginDeclaration | undefined {
  const entry = deref(ctx, raw);
  const at = positionOf(ctx, entry ?? raw, listAt);
  if (entry && isScalar(entry) && typeof entry.value === 'string') {
    return checkId(ctx, entry.value, at) ? { id: entry.value, optional: false, position: at } : undefined;
  }
  if (!entry || !isMap(entry)) {
    ctx.sink.report(pluginEntryInvalidType(describeFound(ctx, entry), at));
    return undefined;
  }
  let id: string | undefined;
  let optional = false;
  let config: unknown;
  let hasConfig = false;
  const ok = walkStruct(
    ctx,
    entry,
    ENTRY_FIELDS,
    (key, value) => {
      const v = deref(ctx, value);
      if (key === 'ref') {
        if (!v || !isScalar(v) || typeof v.value !== 'string') {
          ctx.sink.report(invalidType(describeFound(ctx, v), 'a Plugin id string', at));
          return false;
        }
        if (!checkId(ctx, v.value, at)) return false;
        id = v.value;
      } else if (key === 'optional') {
        if (!v || !isScalar(v) || typeof v.value !== 'boolean') {
          ctx.sink.report(invalidType(describeFound(ctx, v), 'a boolean', at));
          return false;
        }
        optional = v.value;
      } else {
        const plain = toPlain(ctx, value);
        if (!plain.ok) return false;
        config = plain.value;
        hasConfig = true;
      }
      return true;
    },
    true,
    // Entry errors are located at the entry (tools.md, Entry errors).
    { unknown: (k) => pluginEntryUnknownKey(k, at), duplicate: (k) => pluginEntryDuplicateKey(k, at) },
  );
  if (!ok) return undefined;
  if (id === undefined) {
    ctx.sink.report(pluginEntryMissingRef(at));
    return undefined;
  }
  const decl: PluginDeclaration = { id, optional, position: at };
  if (hasConfig) decl.config = config;
  return decl;
}

/** Checks a Plugin id; reports a Name error at the entry. */
function checkId(ctx: YamlContext, text: string, at: Position): boolean {
  const r = checkGlobalName(text, 2);
  if (r.ok) return true;
  // Three otherwise valid segments get the first message; every other failure the second.
  ctx.sink.report(r.count ? pluginIdThreeSegments(text, at) : pluginIdInvalid(text, r.reason, at));
  return false;
}

// The three contract maps `tools:`, `models:` and `args:`: keys checked in the order of
// reference.md §1.3 (grammar, then reserved names for aliases and role labels, then uniqueness).

import { isMap, isScalar } from 'yaml';
import {
  contractKeyDuplicate,
  contractKeyInvalid,
  contractKeyReserved,
  contractMapInvalidType,
  type ContractKeyKind,
  type Position,
} from '../diagnostics.js';
import { isValidAlias, reservedCategory } from './names.js';
import { deref, describeFound, keyText, positionOf, type YamlContext, type YNode } from './yaml-values.js';

/** Reads a contract map; `readValue` reads one entry (reporting its own errors) or returns undefined. */
export function readContractMap<T>(
  ctx: YamlContext,
  node: YNode,
  keyAt: Position,
  kind: ContractKeyKind,
  mapName: 'tools' | 'models' | 'args',
  readValue: (key: string, value: YNode, at: Position) => T | undefined,
): T[] | undefined {
  const map = deref(ctx, node);
  if (!map || (isScalar(map) && map.value === null)) return undefined;
  if (!isMap(map)) {
    ctx.sink.report(contractMapInvalidType(kind, describeFound(ctx, map), positionOf(ctx, map, keyAt)));
    return undefined;
  }
  const out: T[] = [];
  const seen = new Set<string>();
  for (const pair of map.items) {
    const key = keyText(ctx, pair.key) ?? describeFound(ctx, pair.key as YNode);
    const at = positionOf(ctx, pair.key as YNode, positionOf(ctx, map));
    if (!isValidAlias(key)) {
      ctx.sink.report(contractKeyInvalid(kind, key, at));
      continue;
    }
    const category = kind === 'arg name' ? undefined : reservedCategory(key);
    if (category) {
      ctx.sink.report(contractKeyReserved(kind, key, mapName, category, at));
      continue;
    }
    if (seen.has(key)) {
      ctx.sink.report(contractKeyDuplicate(kind, key, at));
      continue;
    }
    seen.add(key);
    const value = readValue(key, pair.value as YNode, at);
    if (value !== undefined) out.push(value);
  }
  return out;
}

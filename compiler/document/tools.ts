// `tools:` (tools.md, Tool slots and Tool objects, parse-time parts; Name errors).

import { isScalar } from 'yaml';
import { aliasIsAlsoRole, noteDeclaredAt, toolPathInvalid, toolPathInvalidType, toolSlotOptionalPlugin, type Position } from '../diagnostics.js';
import { readContractMap } from './contract-maps.js';
import { checkGlobalName } from './names.js';
import type { PluginDeclaration, RoleDeclaration, ToolSlot } from './types.js';
import { deref, describeFound, positionOf, type YamlContext, type YNode } from './yaml-values.js';

/**
 * Reads the `tools:` map: alias -> exact tool path. Alias errors are located at the key; path
 * errors where the value starts (as LG locates a Plugin entry's value after its `- ` marker).
 */
export function readTools(ctx: YamlContext, node: YNode, keyAt: Position): ToolSlot[] {
  const slots = readContractMap(ctx, node, keyAt, 'tool alias', 'tools', (alias, value, entryAt) => {
    const v = deref(ctx, value);
    const at = positionOf(ctx, v, entryAt);
    if (!v || !isScalar(v) || typeof v.value !== 'string') {
      ctx.sink.report(toolPathInvalidType(describeFound(ctx, v), at));
      return undefined;
    }
    const path = v.value;
    const r = checkGlobalName(path, 3);
    if (!r.ok) {
      ctx.sink.report(toolPathInvalid(path, r.reason, at));
      return undefined;
    }
    const [ns, plugin, name] = r.segments as [string, string, string];
    return { alias, path, plugin: `${ns}/${plugin}`, name, position: entryAt };
  });
  return slots ?? [];
}

const bytewise = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The checks across entries, which report no line or column (tools.md; reference.md §1.3). */
export function checkToolSlots(ctx: YamlContext, tools: ToolSlot[], plugins: PluginDeclaration[], models: RoleDeclaration[]): void {
  // A name both a tool alias and a model role label: the first in sorted order.
  const labels = new Map(models.map((m) => [m.label, m]));
  const both = tools.filter((t) => labels.has(t.alias)).sort((a, b) => bytewise(a.alias, b.alias))[0];
  if (both) {
    const role = labels.get(both.alias)!;
    ctx.sink.report(aliasIsAlsoRole(both.alias), [noteDeclaredAt('tool alias', both.position.line), noteDeclaredAt('model role label', role.position.line)]);
  }
  // A slot naming an optional Plugin: the slot whose alias sorts first. The duplicate-Plugin
  // check runs first, so a Plugin declared twice that backs a slot is reported as a duplicate only.
  if (new Set(plugins.map((p) => p.id)).size !== plugins.length) return;
  const optional = new Map(plugins.filter((p) => p.optional).map((p) => [p.id, p]));
  const slot = tools.filter((t) => optional.has(t.plugin)).sort((a, b) => bytewise(a.alias, b.alias))[0];
  if (slot) {
    const plugin = optional.get(slot.plugin)!;
    ctx.sink.report(toolSlotOptionalPlugin(slot.alias, slot.path, slot.plugin), [noteDeclaredAt('tool slot', slot.position.line), noteDeclaredAt('optional Plugin', plugin.position.line)]);
  }
}

// Plugin activation: each Plugin's activate hook, then its tools, admitted only under its own id.
// tools.md "Plugin ids and tool paths" (admission); interfaces.md "Plugins".

import { logToolNotAdmitted, toolReturnedNonText, type Note } from './errors.js';
import type { CatalogTool } from './prepare.js';
import { SEGMENT, type Plugin, type PluginContext, type ToolDefinition } from './plugin-types.js';

/** One Plugin's activation: its admitted tools, or the reason it failed to activate. */
export type ActivatedPlugin =
  | { readonly ok: true; readonly tools: readonly CatalogTool[] }
  | { readonly ok: false; readonly reason: string };

/** The text of a thrown value: an Error's message, anything else as text. */
export function thrownText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

function catalogTool(plugin: Plugin, tool: ToolDefinition, ctx: PluginContext): CatalogTool {
  const path = `${plugin.id}/${tool.name}`;
  return {
    path,
    pluginId: plugin.id,
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    untrusted: tool.trust !== 'trusted',
    output: tool.output === 'structured' ? 'structured' : 'plain',
    run: async (args) => {
      const result: unknown = await tool.run(args, ctx);
      if (typeof result !== 'string') throw new Error(toolReturnedNonText(path, typeof result).message);
      return result;
    },
  };
}

/** Activates one Plugin; a throw from `activate` or from its tools function is a failed activation. */
async function activateOne(plugin: Plugin, ctx: PluginContext, log: Note[]): Promise<ActivatedPlugin> {
  let definitions: readonly ToolDefinition[];
  try {
    await plugin.activate?.(ctx);
    const tools = plugin.tools;
    definitions = typeof tools === 'function' ? await tools(ctx) : (tools ?? []);
  } catch (e) {
    return { ok: false, reason: thrownText(e) };
  }
  const admitted: CatalogTool[] = [];
  const names = new Set<string>();
  for (const tool of definitions) {
    // A tool path is the Plugin id plus exactly one name segment; the first tool of a name wins.
    if (typeof tool.name !== 'string' || !SEGMENT.test(tool.name)) {
      log.push(logToolNotAdmitted(plugin.id, String(tool.name)));
      continue;
    }
    if (names.has(tool.name)) continue;
    names.add(tool.name);
    admitted.push(catalogTool(plugin, tool, ctx));
  }
  return { ok: true, tools: admitted };
}

/** Activates Plugins one after another, in the order given (declaration order), each with its context. */
export async function activatePlugins(plugins: readonly (readonly [Plugin, PluginContext])[], log: Note[]): Promise<ActivatedPlugin[]> {
  const out: ActivatedPlugin[] = [];
  for (const [plugin, ctx] of plugins) out.push(await activateOne(plugin, ctx, log));
  return out;
}

/** Runs every `deactivate` hook of the given Plugins (run end) with its context; failures are ignored. */
export async function deactivatePlugins(plugins: readonly (readonly [Plugin, PluginContext])[]): Promise<void> {
  await Promise.all(plugins.map(async ([plugin, ctx]) => {
    try {
      await plugin.deactivate?.(ctx);
    } catch {
      // The run's outcome is decided; a Plugin that fails to stop cleanly cannot change it.
    }
  }));
}

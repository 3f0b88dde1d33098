// `--record FILE`: a config whose models and Plugin tools are the config's own, each wrapped so
// that every request and what came back is written down (an entry is made when the request starts,
// so entries follow the order the run made the requests even when answers arrive out of order).

import type { Config } from '../config.js';
import type { JsonObject, JsonValue } from '../../engine/json.js';
import { modelForRole, type Model, type ModelSource } from '../../engine/model-protocol.js';
import type { Plugin, PluginContext, ToolDefinition } from '../../engine/plugin-types.js';
import {
  CASSETTE_FORMAT, CASSETTE_VERSION, modelRequestKey, recordedFailure, toolRequestKey,
  type Cassette, type Entry, type RecordedPlugin, type RecordedTool,
} from './format.js';

function recordedTool(tool: ToolDefinition): RecordedTool {
  return {
    name: tool.name,
    description: tool.description,
    parameters: tool.parameters,
    ...(tool.trust !== undefined ? { trust: tool.trust } : {}),
    ...(tool.output !== undefined ? { output: tool.output } : {}),
  };
}

/** Writes down one run's requests; `config()` gives the wrapped config to run with. */
export class Recorder {
  private readonly entries: Entry[] = [];
  private readonly plugins: RecordedPlugin[] = [];
  private readonly models: Record<string, string | null> = {};
  private readonly wrapped = new WeakMap<Model, Model>();

  constructor(private readonly inner: Config) {}

  /** The config to run with: the same seed, limits and services, recording models and Plugins. */
  config(): Config {
    const source = this.inner.models;
    const models: ModelSource = (label) => {
      const model = modelForRole(source, label);
      if (model === undefined) return undefined;
      this.models[label] ??= typeof model.id === 'string' ? model.id : null;
      return this.recordingModel(model);
    };
    return { ...this.inner, models, plugins: (this.inner.plugins ?? []).map((p) => this.recordingPlugin(p)) };
  }

  /** The cassette of everything recorded so far. */
  cassette(meta: { readonly prompt: string; readonly args: string; readonly seed: string; readonly startedAt: string }): Cassette {
    const labels = Object.keys(this.models).sort();
    return {
      format: CASSETTE_FORMAT,
      version: CASSETTE_VERSION,
      prompt: meta.prompt,
      args: meta.args,
      seed: meta.seed,
      startedAt: meta.startedAt,
      models: Object.fromEntries(labels.map((l) => [l, this.models[l]!])),
      services: Object.keys(this.inner.services ?? {}).sort(),
      plugins: this.plugins,
      requests: this.entries,
    };
  }

  private recordingModel(model: Model): Model {
    const known = this.wrapped.get(model);
    if (known !== undefined) return known;
    const entries = this.entries;
    const wrapper: Model = {
      ...(model.id !== undefined ? { id: model.id } : {}),
      async complete(request, signal) {
        const entry: Entry = { n: entries.length + 1, kind: 'model', ...modelRequestKey(request) };
        entries.push(entry);
        try {
          const reply = await model.complete(request, signal);
          entry.reply = reply;
          return reply;
        } catch (e) {
          entry.error = recordedFailure(e);
          throw e;
        }
      },
    };
    this.wrapped.set(model, wrapper);
    return wrapper;
  }

  private recordingPlugin(plugin: Plugin): Plugin {
    const record: RecordedPlugin = { id: plugin.id, ...(plugin.conflicts !== undefined ? { conflicts: [...plugin.conflicts] } : {}) };
    this.plugins.push(record);
    const wrapTool = (tool: ToolDefinition): ToolDefinition => ({ ...tool, run: (args, ctx) => this.recordToolCall(`${plugin.id}/${tool.name}`, tool, args, ctx) });
    // Every other field (conflicts, service needs, a deactivate hook that stops a server) stays.
    const { activate: _activate, tools: _tools, ...rest } = plugin;
    return {
      ...rest,
      tools: async (ctx: PluginContext) => {
        try {
          await plugin.activate?.(ctx);
          const definitions = typeof plugin.tools === 'function' ? await plugin.tools(ctx) : (plugin.tools ?? []);
          record.activation = { tools: definitions.map(recordedTool) };
          return definitions.map(wrapTool);
        } catch (e) {
          record.activation = { failure: e instanceof Error ? e.message : String(e) };
          throw e;
        }
      },
    };
  }

  private async recordToolCall(path: string, tool: ToolDefinition, args: JsonObject, ctx: PluginContext): Promise<string> {
    const entry: Entry = { n: this.entries.length + 1, kind: 'tool', ...toolRequestKey(path, args) };
    this.entries.push(entry);
    try {
      const output = await tool.run(args, ctx);
      // A non-text result is kept as JSON (the engine refuses it the same way on replay).
      entry.output = (output ?? null) as JsonValue;
      return output;
    } catch (e) {
      entry.error = recordedFailure(e);
      throw e;
    }
  }
}

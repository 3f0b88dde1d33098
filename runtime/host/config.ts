// What an application configures: defineConfig, definePlugin and the embedded default config.
// interfaces.md "Config file", "Plugins", "Providers". No `node:` imports: bundles can use it.

import { configModel, configPluginId, configToolName } from '../engine/errors.js';
import type { Limits } from '../engine/limits.js';
import type { Model, ModelSource } from '../engine/model-protocol.js';
import { isPluginId, SEGMENT, type Plugin, type ToolDefinition } from '../engine/plugin-types.js';
import type { SeedInput } from '../engine/seed.js';
import { withStoreMaker } from '../engine/store-maker.js';
import { runStore } from './stores/memory.js';
import { firstPartyPlugins } from './plugins/first-party.js';
// Type only: this module stays free of the client library, so bundles that never use it drop it.
import type { OpenAIModelOptions } from './providers/openai.js';

export type { Plugin, PluginContext, Services, ToolDefinition } from '../engine/plugin-types.js';
export type { Model, ModelRequest, ModelSettings, ModelSource, Reply, ReplyToolCall, WireTool } from '../engine/model-protocol.js';
export type { Limits } from '../engine/limits.js';
export type { OpenAIModelOptions } from './providers/openai.js';


/** A config file's default export. */
export interface Config {
  /** The Plugins the Harness registers, in order. */
  readonly plugins?: readonly Plugin[];
  /** Role label -> model. */
  readonly models?: ModelSource;
  readonly seed?: SeedInput;
  readonly limits?: Limits;
  /** Host services by id, such as `promptforge/input-broker` (ours: interfaces.md leaves the shape open). */
  readonly services?: Readonly<Record<string, unknown>>;
}

/**
 * Checks and returns a config (the same object apart from the checks), carrying the store: a run
 * with this config gives its Plugins `ctx.store` whatever they are made of (engine/store-maker.ts).
 */
export function defineConfig<const C extends Config>(config: C): C {
  const models = config.models;
  if (models !== undefined && typeof models !== 'function') {
    for (const [label, model] of Object.entries(models)) {
      if (typeof model !== 'object' || model === null || typeof model.complete !== 'function') {
        throw new TypeError(configModel(label).message);
      }
    }
  }
  return withStoreMaker(config, runStore);
}

/**
 * Checks and returns a Plugin: its id is `namespace/plugin`, each listed tool name one segment. The
 * Plugin carries the store, so a run that declares it has `ctx.store` (engine/store-maker.ts).
 */
export function definePlugin<const P extends Plugin>(plugin: P): P {
  if (!isPluginId(plugin.id)) throw new TypeError(configPluginId(plugin.id).message);
  if (Array.isArray(plugin.tools)) {
    for (const tool of plugin.tools as readonly ToolDefinition[]) {
      if (!SEGMENT.test(tool.name)) throw new TypeError(configToolName(plugin.id, tool.name).message);
    }
  }
  return withStoreMaker(plugin, runStore);
}

/** Makes a model from provider options: openaiModel (providers/openai.ts) in the CLI. */
export type ProviderFactory = (options: OpenAIModelOptions) => Model;

/** The environment variables the embedded default reads. */
export interface DefaultConfigEnv {
  readonly PROMPTFORGE_BASE_URL?: string | undefined;
  readonly PROMPTFORGE_MODEL?: string | undefined;
  readonly PROMPTFORGE_API_KEY?: string | undefined;
}

/** True when the environment names a model server (a non-empty PROMPTFORGE_BASE_URL). */
export function environmentHasModel(env: DefaultConfigEnv): boolean {
  return env.PROMPTFORGE_BASE_URL !== undefined && env.PROMPTFORGE_BASE_URL !== '';
}

/**
 * The embedded default config (no config file): every first-party Plugin registered, and every
 * role mapped to one provider model when PROMPTFORGE_BASE_URL is set and a provider is given
 * (PROMPTFORGE_MODEL and PROMPTFORGE_API_KEY optional). The model is made here, so bad settings
 * throw now (the provider's TypeError) rather than in the middle of prepare.
 */
export function embeddedDefaultConfig(env: DefaultConfigEnv, provider?: ProviderFactory): Config {
  const plugins = firstPartyPlugins();
  if (!environmentHasModel(env) || provider === undefined) return { plugins, models: () => undefined };
  const model = provider({
    baseURL: env.PROMPTFORGE_BASE_URL!,
    ...(env.PROMPTFORGE_MODEL ? { model: env.PROMPTFORGE_MODEL } : {}),
    ...(env.PROMPTFORGE_API_KEY ? { apiKey: env.PROMPTFORGE_API_KEY } : {}),
  });
  return { plugins, models: () => model };
}

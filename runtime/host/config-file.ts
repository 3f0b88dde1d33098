// Config-file discovery and loading for the CLI (Node only). interfaces.md "CLI": `--config FILE`,
// else promptforge.config.{js,mjs,ts,json} in the current directory, else the embedded default.

import { access, readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { configFileInvalid, configFileNotFound, configFileTsUnsupported, type RunFailure } from '../engine/errors.js';
import { isJsonObject } from '../engine/json.js';
import type { Plugin } from '../engine/plugin-types.js';
import { defineConfig, embeddedDefaultConfig, environmentHasModel, type Config, type ProviderFactory } from './config.js';
import { firstPartyPlugins } from './plugins/first-party.js';
import { environmentModelInvalid } from './providers/backend-errors.js';
import { openaiModel } from './providers/openai.js';

/** The names looked for in the current directory, in this order. */
export const CONFIG_FILE_NAMES = ['promptforge.config.js', 'promptforge.config.mjs', 'promptforge.config.ts', 'promptforge.config.json'] as const;

/**
 * A loaded config and the file it came from (undefined for the embedded default); `noModel` is
 * set when the embedded default has no model because the environment names none.
 */
export type LoadedConfig =
  | { readonly ok: true; readonly config: Config; readonly file: string | undefined; readonly noModel?: true }
  | { readonly ok: false; readonly failure: RunFailure };

async function exists(file: string): Promise<boolean> {
  return access(file).then(() => true, () => false);
}

/** The config file to use: `explicit` (the --config value) or the first file found in `cwd`. */
export async function findConfigFile(cwd: string, explicit?: string): Promise<string | undefined> {
  if (explicit !== undefined) return resolve(cwd, explicit);
  for (const name of CONFIG_FILE_NAMES) {
    const file = resolve(cwd, name);
    if (await exists(file)) return file;
  }
  return undefined;
}

function errorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

/**
 * A JSON config: `seed`, `limits`, `services` as written, and `plugins` as first-party Plugin ids
 * (a JSON file cannot hold functions, so it cannot define Plugins or models of its own).
 */
function fromJson(file: string, data: unknown): LoadedConfig {
  if (!isJsonObject(data)) return { ok: false, failure: configFileInvalid(file, 'expected a JSON object') };
  const known = new Set(['plugins', 'seed', 'limits', 'services']);
  const unknown = Object.keys(data).find((k) => !known.has(k));
  if (unknown !== undefined) {
    return { ok: false, failure: configFileInvalid(file, `unknown key "${unknown}" (a JSON config holds plugins, seed, limits and services)`) };
  }
  const plugins: Plugin[] = [];
  const firstParty = firstPartyPlugins();
  for (const id of Array.isArray(data.plugins) ? data.plugins : data.plugins === undefined ? [] : [data.plugins]) {
    const plugin = firstParty.find((p) => p.id === id);
    if (plugin === undefined) return { ok: false, failure: configFileInvalid(file, `plugins: ${JSON.stringify(id)} is not a first-party Plugin id`) };
    plugins.push(plugin);
  }
  const config: Config = {
    plugins,
    ...(typeof data.seed === 'number' || typeof data.seed === 'string' ? { seed: data.seed } : {}),
    ...(isJsonObject(data.limits) ? { limits: data.limits } : {}),
    ...(isJsonObject(data.services) ? { services: data.services } : {}),
  };
  return { ok: true, config, file };
}

/**
 * Why a config module failed to import. A TypeScript config on a Node without type stripping (Node
 * 20, or 22 before 22.6 without --experimental-strip-types) fails with ERR_UNKNOWN_FILE_EXTENSION.
 */
export function importFailure(file: string, e: unknown): RunFailure {
  if (['.ts', '.mts', '.cts'].includes(extname(file)) && errorCode(e) === 'ERR_UNKNOWN_FILE_EXTENSION') {
    return configFileTsUnsupported(file, process.versions.node);
  }
  return configFileInvalid(file, e instanceof Error ? e.message : String(e));
}

/** Loads one config file by its extension. */
export async function loadConfigFile(file: string): Promise<LoadedConfig> {
  if (!(await exists(file))) return { ok: false, failure: configFileNotFound(file) };
  const ext = extname(file);
  if (ext === '.json') {
    try {
      return fromJson(file, JSON.parse(await readFile(file, 'utf8')));
    } catch (e) {
      return { ok: false, failure: configFileInvalid(file, e instanceof Error ? e.message : String(e)) };
    }
  }
  let module: unknown;
  try {
    module = await import(pathToFileURL(file).href);
  } catch (e) {
    return { ok: false, failure: importFailure(file, e) };
  }
  const config = typeof module === 'object' && module !== null && 'default' in module ? module.default : undefined;
  if (typeof config !== 'object' || config === null) {
    return { ok: false, failure: configFileInvalid(file, 'its default export is not a config object (use export default defineConfig({ ... }))') };
  }
  try {
    return { ok: true, config: defineConfig(config as Config), file };
  } catch (e) {
    return { ok: false, failure: configFileInvalid(file, e instanceof Error ? e.message : String(e)) };
  }
}

/**
 * The config for a CLI run: `--config FILE`, else a promptforge.config.* file in `cwd`, else the
 * embedded default built from `env` (PROMPTFORGE_BASE_URL, ...) with openaiModel as the provider.
 */
export async function resolveConfig(options: {
  readonly cwd: string;
  readonly explicit?: string;
  readonly env?: NodeJS.ProcessEnv;
  readonly provider?: ProviderFactory;
}): Promise<LoadedConfig> {
  const file = await findConfigFile(options.cwd, options.explicit);
  if (file !== undefined) return loadConfigFile(file);
  const env = options.env ?? process.env;
  try {
    const config = embeddedDefaultConfig(env, options.provider ?? openaiModel);
    return { ok: true, config, file: undefined, ...(environmentHasModel(env) ? {} : { noModel: true as const }) };
  } catch (e) {
    return { ok: false, failure: environmentModelInvalid(e instanceof Error ? e.message : String(e)) };
  }
}

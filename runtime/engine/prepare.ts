// Prepare: Plugins matched and activated in declaration order, the run's tool catalog, tool slots
// bound by exact path, model roles filled from the config, and the requirements notice for any gap.
// tools.md "Declaring Plugins", "How declarations are matched", "Tool slots and Tool objects";
// reference §2.1 (order of a run, notice layout); interfaces.md "Config file", "Plugins".

import {
  logOptionalPluginFailed, logOptionalPluginMissing, logRequiredPluginFailed, logOptionalPluginServiceGap, requirementConflictingPlugins,
  requirementMissingPlugin, requirementMissingRole, requirementMissingService, requirementsUnmet, runCancelled, type Note, type RunFailure,
  pluginWithoutStore,
} from './errors.js';
import { activatePlugins, deactivatePlugins, type ActivatedPlugin } from './activate.js';
import type { JsonObject } from './json.js';
import { modelForRole, type Model, type ModelSource } from './model-protocol.js';
import type { Plugin, PluginContext, Services } from './plugin-types.js';
import type { Store } from './store.js';
import type { RunStop } from './cancel.js';

/** The frontmatter declarations prepare reads (the parser's output, reduced). */
export interface PrepareDeclarations {
  /** `plugins:` entries in the order written. */
  readonly plugins: readonly { readonly id: string; readonly optional: boolean; readonly config?: unknown }[];
  /** `tools:` entries in the order written. */
  readonly tools: readonly { readonly alias: string; readonly path: string }[];
  /** `models:` role labels. */
  readonly models: readonly { readonly label: string }[];
}

/** What prepare needs from the Host: its registered Plugins, models and services. */
export interface PrepareHarness {
  readonly plugins?: readonly Plugin[];
  readonly models?: ModelSource;
  readonly services?: Readonly<Record<string, unknown>>;
}

/** A tool in the run's catalog. */
export interface CatalogTool {
  /** The full tool path, `namespace/plugin/name`. */
  readonly path: string;
  readonly pluginId: string;
  /** The short name: the last segment of the path. */
  readonly name: string;
  /** The Harness's description, as the model reads it unless overridden. */
  readonly description: string;
  /** As declared; checked to be a JSON object when a section offers the tool. */
  readonly parameters: unknown;
  /** Any marking other than 'trusted' counts as untrusted. */
  readonly untrusted: boolean;
  readonly output: 'plain' | 'structured';
  /** Runs the tool with its Plugin's context; a thrown Error's message is the failure text. */
  readonly run: (args: JsonObject) => Promise<string>;
}

/** A bound tool slot: an alias and the catalog tool its path names. */
export interface BoundSlot {
  readonly alias: string;
  readonly path: string;
  /** The last segment of the path (a Tool object's `.wire_name`). */
  readonly wireName: string;
  /** The catalog description (a Tool object's `.description`). */
  readonly description: string;
  readonly parameters: unknown;
  readonly untrusted: boolean;
  readonly output: 'plain' | 'structured';
  readonly run: (args: JsonObject) => Promise<string>;
}

/** The outcome of a successful prepare. */
export interface Prepared {
  readonly ok: true;
  /** The activated Plugins' tools: by declaration, then each Plugin's own order. */
  readonly catalog: readonly CatalogTool[];
  /** Bound slots in `tools:` order (two aliases may share a path). */
  readonly slots: readonly BoundSlot[];
  /** Aliases declared but left unbound (their Plugin contributed tools, but not that one). */
  readonly unbound: readonly string[];
  /** Role label -> model, for every declared role. */
  readonly roles: ReadonlyMap<string, Model>;
  /** Ids of the activated Plugins, in declaration order. */
  readonly activated: readonly string[];
  /** Log lines (optional Plugins skipped, tools not admitted). */
  readonly log: readonly Note[];
  /** The Host services Plugins received (input.ts reads whether a broker is there). */
  readonly services: Services;
  /** Runs the activated Plugins' `deactivate` hooks; the run calls it once when it ends. */
  readonly release: () => Promise<void>;
}

/** A refused prepare: the RequirementsUnmet (or Cancelled) failure and the log so far. */
export interface Refused {
  readonly ok: false;
  readonly failure: RunFailure;
  readonly log: readonly Note[];
}

/** Host services by id, from the config's record. */
export function servicesFrom(record: Readonly<Record<string, unknown>> = {}): Services {
  return {
    has: (id) => Object.hasOwn(record, id),
    get: (id) => (Object.hasOwn(record, id) ? record[id] : undefined),
  };
}

/** Declared Plugins that conflict, as [earlier, later] declaration indexes; conflicts go both ways. */
function findConflicts(found: readonly (Plugin | undefined)[], ids: readonly string[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < found.length; i++) {
    for (let j = i + 1; j < found.length; j++) {
      const a = found[i], b = found[j];
      if (a === undefined || b === undefined) continue;
      if ((a.conflicts ?? []).includes(ids[j]!) || (b.conflicts ?? []).includes(ids[i]!)) pairs.push([i, j]);
    }
  }
  return pairs;
}

/**
 * Prepares a run. Nothing here runs Lua; Plugin activation may suspend. A config that lists one id
 * twice registers the later Plugin under it (a config Plugin takes a first-party id's place).
 */
export async function prepare(
  declarations: PrepareDeclarations,
  harness: PrepareHarness,
  run: { readonly store: Store | undefined; readonly stop: RunStop },
): Promise<Prepared | Refused> {
  const store = run.store;
  const stop = run.stop;
  const services = servicesFrom(harness.services);
  // With a store, one context with the run's signal as a data property: a getter in this literal
  // (to make the AbortSignal only on first read) put it in dictionary mode, and a warm page-fetcher
  // run through the package API took ~1.2x as long. Without one (a bundle whose prompt never names
  // `store`), each Plugin's context reads the signal through the run's stop (cancel.ts).
  const shared: PluginContext | undefined = store !== undefined ? { store, signal: stop.signal, services } : undefined;
  // A run that nothing brought a store to (store-maker.ts) gives each Plugin a context whose store
  // access throws, naming the Plugin: its activation or its tool call fails with that text.
  const contextOf = (plugin: Plugin): PluginContext => shared ?? {
    get store(): Store {
      throw new Error(pluginWithoutStore(plugin.id).message);
    },
    get signal(): AbortSignal {
      return stop.signal;
    },
    services,
  };
  const registered = new Map<string, Plugin>();
  for (const plugin of harness.plugins ?? []) registered.set(plugin.id, plugin);

  const log: Note[] = [];
  const missing: string[] = [];
  const addMissing = (id: string): void => {
    if (!missing.includes(id)) missing.push(id);
  };

  // 1. Match each declaration against the registered Plugins, exactly by id.
  const ids = declarations.plugins.map((d) => d.id);
  const found = declarations.plugins.map((d) => registered.get(d.id));
  declarations.plugins.forEach((d, i) => {
    if (found[i] !== undefined) return;
    if (d.optional) log.push(logOptionalPluginMissing(d.id));
    else addMissing(d.id);
  });

  // 2. Conflicting pairs: neither activates, whether optional or not.
  const conflicts = findConflicts(found, ids);
  const conflicted = new Set(conflicts.flat());

  // 2b. Host services a required Plugin needs (reference §11.2): a gap refuses the run naming the
  // service and keeps the Plugin from activating; an optional Plugin activates anyway.
  const serviceGaps: Note[] = [];
  declarations.plugins.forEach((d, i) => {
    const plugin = found[i];
    if (plugin === undefined || conflicted.has(i)) return;
    const gaps = (plugin.needs ?? []).filter((service) => !services.has(service));
    if (d.optional) {
      for (const service of gaps) log.push(logOptionalPluginServiceGap(plugin.id, service));
      return;
    }
    for (const service of gaps) serviceGaps.push(requirementMissingService(plugin.id, service));
    if (gaps.length > 0) conflicted.add(i);
  });

  // 3. Activation in declaration order.
  const toActivate = declarations.plugins.flatMap((d, i) =>
    found[i] !== undefined && !conflicted.has(i) ? [{ plugin: found[i]!, optional: d.optional }] : []);
  const contexts = toActivate.map((a): [Plugin, PluginContext] => [a.plugin, contextOf(a.plugin)]);
  const outcomes: ActivatedPlugin[] = await activatePlugins(contexts, log);
  const release = () => deactivatePlugins(contexts);
  if (stop.aborted) {
    await release();
    return { ok: false, failure: runCancelled(), log };
  }
  const catalog: CatalogTool[] = [];
  const activated: string[] = [];
  outcomes.forEach((outcome, k) => {
    const { plugin, optional } = toActivate[k]!;
    if (outcome.ok) {
      activated.push(plugin.id);
      catalog.push(...outcome.tools);
    } else if (optional) {
      log.push(logOptionalPluginFailed(plugin.id, outcome.reason));
    } else {
      log.push(logRequiredPluginFailed(plugin.id, outcome.reason));
      addMissing(plugin.id);
    }
  });

  // 4. Slots, in sorted alias order (reference §2.1): exact path match against the catalog.
  const byPath = new Map(catalog.map((t) => [t.path, t]));
  const contributed = new Set(catalog.map((t) => t.pluginId));
  const conflictedIds = new Set([...conflicted].map((i) => ids[i]!));
  const sortedSlots = [...declarations.tools].sort((a, b) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0));
  for (const slot of sortedSlots) {
    const pluginId = slot.path.split('/').slice(0, 2).join('/');
    if (!byPath.has(slot.path) && !contributed.has(pluginId) && !conflictedIds.has(pluginId)) addMissing(pluginId);
  }
  const slots: BoundSlot[] = [];
  const unbound: string[] = [];
  for (const slot of declarations.tools) {
    const tool = byPath.get(slot.path);
    if (tool === undefined) {
      unbound.push(slot.alias);
      continue;
    }
    slots.push({
      alias: slot.alias, path: tool.path, wireName: tool.name, description: tool.description,
      parameters: tool.parameters, untrusted: tool.untrusted, output: tool.output, run: tool.run,
    });
  }

  // 5. Model roles, in sorted label order.
  const roles = new Map<string, Model>();
  const missingRoles: string[] = [];
  for (const label of declarations.models.map((m) => m.label).sort()) {
    const model = modelForRole(harness.models, label);
    if (model === undefined) missingRoles.push(label);
    else roles.set(label, model);
  }

  // 6. The notice: missing Plugins, conflicts, model roles.
  const lines: Note[] = [
    ...missing.map(requirementMissingPlugin),
    ...serviceGaps,
    ...conflicts.map(([i, j]) => requirementConflictingPlugins(ids[i]!, ids[j]!)),
    ...missingRoles.map(requirementMissingRole),
  ];
  if (lines.length > 0) {
    await release();
    return { ok: false, failure: requirementsUnmet(lines), log };
  }
  return { ok: true, catalog, slots, unbound, roles, activated, log, services, release };
}

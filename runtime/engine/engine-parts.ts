// Engine globals a compiled prompt installs only when its Lua or prose names them (issue #6
// tree-shaking): the module imports each one it uses (compiler/emit/library-spec.ts) and hands it
// to the engine in `engine`, in the order listed there, so a bundle of a prompt that never names
// `sys`, `var`, `jump`, `call`, `prose`, models.*, store.*, fanout or tasks.* carries none of their
// code. `tools` is made of the members the prompt names (`engine_tools(tools_call)`).
import type { LuaValue } from '../lua/values.js';
import type { SectionVM } from './run-state.js';
import { storeGlobal } from './store-binding.js';
import { messagesGlobal, modelsGlobal } from './models.js';
import { fanoutGlobal } from './fanout.js';
import { tasksGlobal } from './tasks-global.js';
import {
  itemGlobal, jumpGlobal, listFromSectionGlobal, logGlobal, proseAndArgv, sysGlobal, untrustedGlobal, varPart,
} from './section-globals.js';
import { callGlobal } from './call-global.js';
import { hasInputGlobal, inputCollision, inputGlobal } from './input.js';
import { makeToolObjects, toolsTable, type ToolsMember } from './tools.js';
import { makeHandles } from './models.js';
import { runStore } from '../host/stores/memory.js';
import type { RunStore } from './store-maker.js';
import type { BoundSlot, Prepared } from './prepare.js';
import { noPromptforgeVersion, unsupportedPromptforgeVersion, type RunFailure } from './errors.js';
import { h1Pass, type EntryOutcome } from './walk.js';
import type { Chain, RunState } from './run-state.js';
import type { RunErrorInfo } from './trace.js';
import { countCall } from './tools.js';
import type { Model } from './model-protocol.js';
import type { LuaTable } from '../lua/tables.js';
import type { PromptMeta } from './define-prompt.js';

/** Makes one Engine global for a section VM; undefined sets none (prose and argv, input without its Plugin). */
export type EngineGlobal = (vm: SectionVM) => LuaValue;

export const engine_sys: EngineGlobal = (vm) => {
  // sys.model names the model once the section has called a tool (tools.ts countCall)
  vm.countCall = countCall;
  return sysGlobal(vm);
};
export const engine_var: EngineGlobal = (vm) => varPart(vm);
export const engine_log: EngineGlobal = (vm) => logGlobal(vm);
/** The `tools` table with the given members (tools.ts `tools_*`), in that order. */
export function engine_tools(...members: ToolsMember[]): EngineGlobal {
  return (vm) => toolsTable(vm, members);
}
export const engine_store: EngineGlobal = (vm) => storeGlobal(vm);
export const engine_models: EngineGlobal = (vm) => modelsGlobal(vm);
export const engine_messages: EngineGlobal = () => messagesGlobal();
export const engine_fanout: EngineGlobal = (vm) => fanoutGlobal(vm);
export const engine_tasks: EngineGlobal = (vm) => tasksGlobal(vm);
export const engine_item: EngineGlobal = (vm) => itemGlobal(vm);
/** `input`: only while the promptforge/user-input Plugin is active (reference §7.4). */
export const engine_input: EngineGlobal = (vm) => (hasInputGlobal(vm.run.prepared) ? inputGlobal(vm) : undefined);
export const engine_untrusted: EngineGlobal = (vm) => untrustedGlobal(vm);
export const engine_list_from_section: EngineGlobal = (vm) => listFromSectionGlobal(vm);
export const engine_jump: EngineGlobal = (vm) => jumpGlobal(vm);
export const engine_call: EngineGlobal = (vm) => callGlobal(vm);
/** prose and argv share the environment's metatable: either name installs it. */
export const engine_prose: EngineGlobal = (vm) => proseAndArgv(vm);
export const engine_argv: EngineGlobal = (vm) => proseAndArgv(vm);

/** The run's store, passed by a module whose Lua names `store` (engine/store-maker.ts). */
export const engine_run_store: RunStore = runStore;

/**
 * The check of a prompt whose frontmatter binds `input` as a tool alias or role label (reference
 * §7.4): the run fails when the user-input Plugin's `input` global would shadow it. Other prompts
 * cannot collide, so they neither import nor run it (issue #6 tree-shaking).
 */
export type RunInputCheck = (prepared: Prepared) => RunFailure | undefined;
export const engine_run_input_check: RunInputCheck = (prepared) => inputCollision(prepared);

/**
 * The H1 pass (reference §2.5), passed by a module whose H1 body has content: a prompt without any
 * bundles none of it (issue #6 tree-shaking).
 */
export type RunH1 = (run: RunState, chain: Chain) => Promise<EntryOutcome>;
export const engine_run_h1: RunH1 = (run, chain) => h1Pass(run, chain);

/**
 * The version gate (reference §1.2, §2.1), passed by a module whose frontmatter does not say
 * `promptforge: 0`: such a prompt never runs. A prompt that may run bundles none of it.
 */
export type RunVersionGate = (meta: PromptMeta) => RunErrorInfo;
export const engine_run_version_gate: RunVersionGate = (meta) => (meta.promptforge === null
  ? { phase: 'parse', kind: 'Document', message: noPromptforgeVersion().message }
  : { phase: 'prepare', kind: 'RequirementsUnmet', message: unsupportedPromptforgeVersion(meta.promptforge).message });

/** The alias globals (Tool objects) and role globals (model handles) of a run, and the way back. */
export interface RunObjectSets {
  readonly toolObjects: ReadonlyMap<string, LuaTable>;
  readonly toolAliasOf: WeakMap<LuaTable, string>;
  readonly handles: ReadonlyMap<string, LuaTable>;
  readonly handleLabelOf: WeakMap<LuaTable, string>;
}
export type RunObjects = (slots: ReadonlyMap<string, BoundSlot>, roles: ReadonlyMap<string, Model>, meta: PromptMeta) => RunObjectSets;
export const engine_run_objects: RunObjects = (slots, roles, meta) => {
  const tools = makeToolObjects({ slots });
  const handles = makeHandles(roles, meta.models);
  return { toolObjects: tools.objects, toolAliasOf: tools.aliasOf, handles: handles.handles, handleLabelOf: handles.labelOf };
};

// Engine globals a compiled prompt installs only when its Lua or prose names them (issue #6
// tree-shaking): the module imports each one it uses (compiler/emit/library-spec.ts) and hands it
// to the engine in `engine`, so a bundle of a prompt that never calls models.*, store.*, fanout or
// tasks.* carries none of their code. The always-present globals stay in engine-globals.ts.
import type { LuaValue } from '../lua/values.js';
import type { SectionVM } from './run-state.js';
import { storeGlobal } from './store-binding.js';
import { messagesGlobal, modelsGlobal } from './models.js';
import { fanoutGlobal } from './fanout.js';
import { tasksGlobal } from './tasks-global.js';

/** Makes one Engine global for a section VM. */
export type EngineGlobal = (vm: SectionVM) => LuaValue;

export const engine_store: EngineGlobal = (vm) => storeGlobal(vm);
export const engine_models: EngineGlobal = (vm) => modelsGlobal(vm);
export const engine_messages: EngineGlobal = () => messagesGlobal();
export const engine_fanout: EngineGlobal = (vm) => fanoutGlobal(vm);
export const engine_tasks: EngineGlobal = (vm) => tasksGlobal(vm);

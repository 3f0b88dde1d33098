// promptforge-js/runtime: re-exports only (CONTRIBUTING.md, "Runtime operator names").
// The Lua runtime (also its own entry, promptforge-js/runtime/lua, for plain chunks).
export * from './lua/index.js';
export { definePrompt } from './engine/define-prompt.js';
export {
  engine_sys, engine_var, engine_log, engine_tools, engine_store, engine_models, engine_messages, engine_fanout, engine_tasks,
  engine_item, engine_input, engine_untrusted, engine_list_from_section, engine_jump, engine_call, engine_prose, engine_argv,
  engine_run_store, engine_run_objects, engine_run_input_check, engine_run_h1, engine_run_version_gate,
} from './engine/engine-parts.js';
export { tools_call, tools_always, tools_add, tools_add_local, tools_allow_tasks, tools_calls } from './engine/tools.js';
export { runCompiled } from './engine/run.js';
export { withErrorConcat } from './engine/error-values.js';
export { withRaisedTables } from './engine/lua-binding.js';
// the types a compiled module's declaration file names (compiler/emit/dts.ts)
export type { CompiledPrompt, PromptMeta } from './engine/define-prompt.js';
export type { RunConfig, RunOptions, RunOutcome } from './engine/run.js';
export type { Model } from './engine/model-protocol.js';

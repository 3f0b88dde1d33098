// The engine's public parts for compiled modules and the API.
export { definePrompt, isCompiledPrompt } from './define-prompt.js';
export type { CompiledPrompt, PromptContent, PromptSection, PromptMeta, BlockFunction } from './define-prompt.js';
export { runCompiled } from './run.js';
export type { RunConfig, RunOptions, RunOutcome } from './run.js';

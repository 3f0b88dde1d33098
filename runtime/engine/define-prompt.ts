// The compiled module format (interfaces.md "JS API"; language.md §9): prompt metadata plus one
// function per Lua block. `compile` emits `export default definePrompt({...})`; `run` executes it.
import type { LuaTable } from '../lua/tables.js';
import type { LuaResult } from '../lua/values.js';
import type { LibFactory } from '../lua/env.js';
import type { EngineGlobal, RunH1, RunInputCheck, RunObjects, RunVersionGate } from './engine-parts.js';
import type { RunStore } from './store-maker.js';

/** A compiled Lua block: called with the section's fresh global table. */
export type BlockFunction = (env: LuaTable) => LuaResult | Promise<LuaResult>;

/** A Lua block or a prose region of the H1 body or a section, in file order. */
export type PromptContent =
  | { readonly type: 'lua'; readonly line: number; readonly run: BlockFunction }
  | { readonly type: 'prose'; readonly line: number; readonly text: string };

/** One section `##`..`######` and its children. */
export interface PromptSection {
  readonly name: string;
  readonly level: number;
  readonly line: number;
  readonly content: readonly PromptContent[];
  /** Present exactly for a list section (reference §1.9). */
  readonly items: readonly string[] | undefined;
  readonly children: readonly PromptSection[];
}

/** The frontmatter facts a run reads. */
export interface PromptMeta {
  readonly name: string;
  readonly description: string;
  readonly promptforge: number | null;
  readonly max_tool_iterations: number | null;
  readonly plugins: readonly { readonly id: string; readonly optional: boolean; readonly config?: unknown }[];
  readonly tools: readonly { readonly alias: string; readonly path: string }[];
  readonly models: readonly { readonly label: string; readonly description?: string }[];
  /** `args:` declarations, or null when the key is absent (the implicit `prose` arg). */
  readonly args: readonly { readonly name: string; readonly type: string; readonly optional: boolean }[] | null;
}

/** A compiled prompt. */
export interface CompiledPrompt {
  readonly meta: PromptMeta;
  readonly title: string;
  /** The Lua globals the prompt's blocks and prose use (issue #6 tree-shaking), made per VM. */
  readonly lib: LibFactory;
  /** The Engine globals among store, models, messages, fanout, tasks that the prompt uses. */
  readonly engine: Readonly<Record<string, EngineGlobal>>;
  /**
   * Makes the run's store: present when the prompt's Lua names `store`. Without it the run's store
   * comes from its options, config or declared Plugins (store-maker.ts), or there is none.
   */
  readonly store?: RunStore;
  /** Makes the Tool objects and model handles: present when the prompt names an alias or role global, or `models`. */
  readonly objects?: RunObjects;
  /** Present when the frontmatter binds `input` as a tool alias or role label (the user-input Plugin's global). */
  readonly inputCheck?: RunInputCheck;
  /** Present when the H1 body has content (reference §2.5): runs it before the sections. */
  readonly h1Pass?: RunH1;
  /** Present when the frontmatter does not say `promptforge: 0`: the run is refused (reference §1.2, §2.1). */
  readonly versionGate?: RunVersionGate;
  readonly shared: BlockFunction | undefined;
  readonly h1: readonly PromptContent[];
  readonly sections: readonly PromptSection[];
}

const PROMPT = Symbol.for('promptforge.prompt');

/** Marks and freezes a compiled prompt (what a compiled module default-exports). */
export function definePrompt(prompt: CompiledPrompt): CompiledPrompt {
  return Object.freeze(Object.assign(prompt, { [PROMPT]: true }));
}

/** True for a value definePrompt made. */
export function isCompiledPrompt(v: unknown): v is CompiledPrompt {
  return typeof v === 'object' && v !== null && (v as Record<symbol, unknown>)[PROMPT] === true;
}

// The walk (reference §2.4-§2.7): section entries with fall-through, `jump` to siblings and
// children, `call` chains, and the H1 pass. Each entry gets a fresh VM (engine-globals.ts).
import { one } from '../lua/calls.js';
import { LuaInterrupt } from '../lua/errors.js';
import type { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { cannotReturn, raise } from './errors.js';
import type { PromptContent, PromptSection } from './define-prompt.js';
import { buildEnvironment } from './engine-globals.js';
import { engineErrorOf, JumpUnwind } from './lua-binding.js';
import { luaTypeName } from './lua-json.js';
import { visibleFrom } from './headings.js';
import { deriveArgv } from './argv.js';
import { isCancelled, type Chain, type RunState, type SectionVM } from './run-state.js';
import { scalarText } from './scalar.js';

/** How one section entry (or the H1 pass) ended. */
export type EntryOutcome =
  | { readonly kind: 'return'; readonly text: string }
  | { readonly kind: 'next' }
  | { readonly kind: 'jump'; readonly target: PromptSection };

function newVM(run: RunState, chain: Chain, section: PromptSection | null, siblings: readonly PromptSection[], id: string): SectionVM {
  return {
    run, chain, section, siblings, id,
    traceName: section?.name ?? null,
    visible: section === null ? siblings : visibleFrom(section, siblings),
    env: undefined as unknown as LuaTable,
    phase: 'block', added: [], overrides: new Map(), locals: new Map(), counts: undefined, countCall: undefined, selection: undefined,
    sysModel: undefined, jump: undefined, logEvents: 0, logBytes: 0, prose: '', proseRendered: undefined,
    varProxy: undefined, readVar: undefined, argvBack: undefined, modelTasks: undefined,
  };
}

/** Runs the content of one VM: blocks in order, prose feeding the next block, the return rule. */
async function runContent(vm: SectionVM, content: readonly PromptContent[]): Promise<EntryOutcome> {
  for (const item of content) {
    if (item.type === 'prose') {
      vm.prose = item.text;
      vm.proseRendered = undefined;
      continue;
    }
    let r: LuaValue;
    try {
      r = one(await item.run(vm.env));
    } catch (e) {
      if (!(e instanceof JumpUnwind)) throw e;
    } finally {
      vm.prose = '';
      vm.proseRendered = undefined;
    }
    // A cancel wins even when the block caught it (reference §10).
    if (isCancelled(vm.run)) throw new LuaInterrupt('cancelled', 'interrupted by Ctrl-C');
    // Read `var` back after each block (reference §6), when the prompt names it.
    vm.readVar?.();
    if (vm.jump !== undefined) return { kind: 'jump', target: vm.jump() };
    const text = scalarText(r!);
    if (text === null) throw luaLevel(cannotReturn(luaTypeName(r!)));
    if (text !== undefined) return { kind: 'return', text };
  }
  return { kind: 'next' };
}

function luaLevel(e: Parameters<typeof raise>[0]): unknown {
  try {
    raise(e);
  } catch (x) {
    return x;
  }
}

/** Enters one section: a fresh VM, its blocks, the trace events. */
async function enterSection(run: RunState, chain: Chain, section: PromptSection, siblings: readonly PromptSection[]): Promise<EntryOutcome> {
  const id = `${chain.prefix}.${chain.nextEntry++}`;
  const vm = newVM(run, chain, section, siblings, id);
  if (run.task !== undefined) run.task.section = section.name;
  run.emit({ type: 'section.start', section: section.name });
  let outcome: EntryOutcome;
  try {
    await buildEnvironment(vm);
    outcome = await runContent(vm, section.content);
  } catch (e) {
    vm.run.scheduler?.endSection(vm, 'owner_failed');
    throw e;
  }
  // Model tasks end with their section (reference §7.2 `owner_returned`).
  vm.run.scheduler?.endSection(vm, 'owner_returned');
  run.emit({ type: 'section.end', section: section.name, returned: outcome.kind === 'return' ? outcome.text : null });
  return outcome;
}

/** Walks one level from `start`: fall-through, sibling jumps, child walks. */
export async function walkLevel(run: RunState, chain: Chain, list: readonly PromptSection[], start: number): Promise<string | undefined> {
  for (let i = start; i < list.length; ) {
    const section = list[i]!;
    const outcome = await enterSection(run, chain, section, list);
    if (outcome.kind === 'return') return outcome.text;
    if (outcome.kind === 'jump') {
      const at = list.indexOf(outcome.target);
      if (at >= 0) {
        i = at;
        continue;
      }
      const child = section.children.indexOf(outcome.target);
      const r = await walkLevel(run, chain, section.children, child);
      if (r !== undefined) return r;
    }
    i++;
  }
  return undefined;
}

/** The H1 pass (reference §2.5): the result, or the top-level section a `jump` starts the walk at. */
export async function h1Pass(run: RunState, chain: Chain): Promise<EntryOutcome> {
  const vm = newVM(run, chain, null, run.prompt.sections, '0.0');
  let outcome: EntryOutcome;
  try {
    await buildEnvironment(vm);
    outcome = await runContent(vm, run.prompt.h1);
  } catch (e) {
    vm.run.scheduler?.endSection(vm, 'owner_failed');
    throw e;
  }
  vm.run.scheduler?.endSection(vm, 'owner_returned');
  // argv read back as JSON data, when the prompt names argv or prose (section-globals.ts).
  if (vm.argvBack !== undefined) chain.argv = vm.argvBack();
  return outcome;
}

export { engineErrorOf, deriveArgv };

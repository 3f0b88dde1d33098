// The walk (reference §2.4-§2.7): section entries with fall-through, `jump` to siblings and
// children, `call` chains, and the H1 pass. Each entry gets a fresh VM (engine-globals.ts).
import { one } from '../lua/calls.js';
import { LuaInterrupt } from '../lua/errors.js';
import type { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { cannotReturn, raise, varReassigned } from './errors.js';
import type { PromptContent, PromptSection } from './define-prompt.js';
import { buildEnvironment } from './engine-globals.js';
import { asRuntimeFailure, engineErrorOf, JumpUnwind, RunAbort } from './lua-binding.js';
import { luaTypeName, toNeutral } from './lua-json.js';
import { toJson, isJsonRepresentable } from './messages.js';
import { resolveHeading, visibleFrom } from './headings.js';
import { argvNotJson, type RunFailure } from './errors.js';
import type { JsonValue } from './json.js';
import type { Chain, RunState, SectionVM } from './run-state.js';
import { scalarText } from './scalar.js';
import { unguard, varData } from './var.js';
import { abandonChainTasks, deriveArgv, endChain, isCancelled } from './tasks.js';
import { endSectionTasks } from './task-builtins.js';

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
    phase: 'block', added: [], overrides: new Map(), locals: new Map(), counts: undefined, selection: undefined,
    sysModel: undefined, jumpTarget: undefined, logEvents: 0, logBytes: 0, prose: '', proseRendered: undefined,
    argvCurrent: undefined, modelTasks: undefined,
  };
}

/** A failure the run reports as Runtime even in the H1 pass (a bad jump target, reference §2.5). */
function runtimeFailure(e: unknown): RunAbort {
  const err = (e as { error?: { message: string } }).error;
  const message = err?.message ?? String(e);
  return new RunAbort({ code: 'jump_target', kind: 'Runtime', message } satisfies RunFailure);
}

/** Runs the content of one VM: blocks in order, prose feeding the next block, the return rule. */
async function runContent(vm: SectionVM, content: readonly PromptContent[]): Promise<EntryOutcome> {
  const varProxy = vm.env.get('var');
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
    // Read `var` back after each block (reference §6).
    if (vm.env.get('var') !== varProxy) throw luaLevel(varReassigned());
    vm.chain.var = varData(varProxy as LuaTable);
    if (vm.jumpTarget !== undefined) {
      try {
        return { kind: 'jump', target: resolveHeading(vm.jumpTarget, vm.visible) };
      } catch (e) {
        throw runtimeFailure(e);
      }
    }
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
    await buildEnvironment(vm, false, callChain);
    outcome = await runContent(vm, section.content);
  } catch (e) {
    endSectionTasks(vm, 'owner_failed');
    throw e;
  }
  // Model tasks end with their section (reference §7.2 `owner_returned`).
  endSectionTasks(vm, 'owner_returned');
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

/** `call(target, input?)`: a contained chain from the target through its following siblings. */
async function callChain(vm: SectionVM, target: PromptSection, input: string | undefined): Promise<string> {
  const list = vm.section !== null && vm.section.children.includes(target) ? vm.section.children : vm.siblings;
  const parent = vm.chain;
  const varNow = varData(vm.env.get('var') as LuaTable);
  const chain: Chain = {
    args: input ?? parent.args,
    argv: input === undefined ? parent.argv : deriveArgv(vm.run, input),
    var: structuredClone(varNow),
    depth: parent.depth + 1,
    prefix: `${parent.prefix}.${parent.nextChild++}`,
    nextEntry: 0,
    nextChild: 0,
    handlerDepth: 0,
    // A called chain shares its caller's store identity and task id (reference §2.7).
    identity: parent.identity,
    tasks: [],
    concurrency: parent.concurrency,
    concurrencyCap: parent.concurrency,
  };
  let text: string;
  try {
    text = (await walkLevel(vm.run, chain, list, list.indexOf(target))) ?? '';
  } catch (e) {
    abandonChainTasks(chain, 'owner_failed');
    throw e;
  }
  endChain(chain);
  return text;
}

/** The H1 pass (reference §2.5): the result, or the top-level section a `jump` starts the walk at. */
export async function h1Pass(run: RunState, chain: Chain): Promise<EntryOutcome> {
  const vm = newVM(run, chain, null, run.prompt.sections, '0.0');
  let outcome: EntryOutcome;
  try {
    await buildEnvironment(vm, true, callChain);
    outcome = await runContent(vm, run.prompt.h1);
  } catch (e) {
    endSectionTasks(vm, 'owner_failed');
    throw e;
  }
  endSectionTasks(vm, 'owner_returned');
  const argv = vm.argvCurrent;
  const data = argv === undefined ? undefined : toNeutral(argv, unguard);
  if (data !== undefined && !isJsonRepresentable(data)) throw asRuntimeFailure(luaLevel(argvNotJson(luaTypeName(argv))));
  chain.argv = data === undefined ? undefined : toJson(data);
  return outcome;
}

export { engineErrorOf, deriveArgv };

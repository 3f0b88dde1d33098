// A fresh Lua global environment for one section VM (reference §2.2): the sandbox, the Engine
// globals, the `lua shared` replay, then alias globals (Tool objects) and role globals (handles).
import { createEnv } from '../lua/env.js';
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { one } from '../lua/calls.js';
import {
  argvFrozen, argvFrozenField, callInputType, callInputUtf8, callRecursion, cannotReturn, jumpInHandler, logArity,
  logByteBudget, logControl, logEventBudget, logNotUtf8, logTooLong, noPreParsedItems, proseReadOnly, raise,
  SEALED_METATABLE, sharedLoadJump, sharedLoadYield, sysKeyType, sysReadOnly, sysUnknownField, untrustedType, mustBeString,
} from './errors.js';
import { wrapUntrusted } from './envelope.js';
import { CALL_DEPTH } from './limits.js';
import type { JsonValue } from './json.js';
import { asRuntimeFailure, builtin, JumpUnwind, proxyTable } from './lua-binding.js';
import { fromJson, isUtf8, luaTypeName } from './lua-json.js';
import { resolveHeading } from './headings.js';
import { renderProse } from './prose.js';
import { varGlobal } from './var.js';
import { toolsGlobal } from './tools.js';
import { hasInputGlobal, inputGlobal } from './input.js';
import { isNumber, tostringNumber } from '../lua/numbers.js';
import type { PromptSection } from './define-prompt.js';
import type { SectionVM } from './run-state.js';
import { scalarText } from './scalar.js';

/** Runs a contained chain for `call` (walk.ts supplies it, to keep the import graph acyclic). */
export type CallChain = (vm: SectionVM, target: PromptSection, input: string | undefined) => Promise<string>;

const LOG_MAX_CHARS = 256;
const LOG_BYTES_PER_EVENT = 256;

/** True in the worker section of a seeded fanout arm or task: it alone sees `item` and `sys.index`. */
function seededHere(vm: SectionVM): boolean {
  return vm.chain.seed !== undefined && vm.section === vm.chain.seed.target;
}

function sysGlobal(vm: SectionVM): { table: LuaTable; read: (key: string) => LuaValue } {
  const run = vm.run;
  const fields = (key: string): LuaValue => {
    switch (key) {
      case 'when': return utf8Encode(run.startedAt);
      case 'id': return utf8Encode(vm.id);
      case 'taskid': return utf8Encode(vm.chain.identity.id);
      case 'index': return seededHere(vm) ? vm.chain.seed!.index : undefined;
      case 'section_name': return utf8Encode(vm.section?.name ?? run.prompt.title);
      case 'execution': return utf8Encode(run.prompt.meta.name);
      case 'section_count': return run.prompt.sections.length;
      case 'model': return vm.counts !== undefined && vm.sysModel !== undefined ? utf8Encode(vm.sysModel) : undefined;
      default: return undefined;
    }
  };
  const read = (key: string): LuaValue => {
    const v = fields(key);
    if (v === undefined) raise(sysUnknownField(key));
    return v;
  };
  const table = proxyTable((k) => {
    if (typeof k !== 'string') raise(sysKeyType());
    return read(utf8Decode(k));
  }, (k) => raise(sysReadOnly(typeof k === 'string' ? utf8Decode(k) : String(k))), SEALED_METATABLE.sys);
  return { table, read };
}

function logGlobal(vm: SectionVM) {
  return builtin(function (...a: LuaValue[]) {
    if (a.length !== 1) raise(logArity());
    if (vm.logEvents >= vm.run.logEvents) raise(logEventBudget());
    vm.logEvents++;
    const m = a[0];
    if (typeof m !== 'string' || !isUtf8(m)) raise(logNotUtf8());
    const text = utf8Decode(m);
    if ([...text].length > LOG_MAX_CHARS) raise(logTooLong());
    if (/[\u0000-\u001f\u007f\u2028\u2029]/.test(text)) raise(logControl());
    vm.logBytes += m.length;
    if (vm.logBytes > LOG_BYTES_PER_EVENT * vm.run.logEvents) raise(logByteBudget());
    vm.run.emit({ type: 'log', section: vm.traceName, message: text });
    return undefined;
  });
}

/** argv as the VM sees it: writable in the H1 pass, frozen elsewhere (reference §6). */
function argvValue(vm: SectionVM, inH1: boolean): LuaValue {
  const v = fromJson(vm.chain.argv as JsonValue);
  if (inH1 || !(v instanceof LuaTable)) return v;
  return proxyTable((k) => v.get(k), (k) => raise(argvFrozenField(typeof k === 'string' ? utf8Decode(k) : String(k))), SEALED_METATABLE.argv);
}

/** Builds the VM's environment; `replay` runs the shared library into it before the alias globals. */
export async function buildEnvironment(vm: SectionVM, inH1: boolean, callChain: CallChain): Promise<LuaTable> {
  const run = vm.run;
  const [hi] = run.seeds.mathRandom;
  const env = createEnv(run.prompt.lib({ randomSeed: BigInt.asIntN(64, hi) }));
  vm.env = env;
  const sys = sysGlobal(vm);
  env.set('args', utf8Encode(vm.chain.args));
  env.set('sys', sys.table);
  env.set('var', varGlobal(vm.chain.var));
  env.set('log', logGlobal(vm));
  env.set('tools', toolsGlobal(vm));
  // store, models, messages, fanout, tasks: the ones the prompt uses (engine-parts.ts)
  const parts = run.prompt.engine;
  for (const name in parts) env.set(name, parts[name]!(vm));
  // item: a copy of the member or spawn item, in the worker section only (reference §7.1).
  if (seededHere(vm) && vm.chain.seed!.item !== undefined) env.set('item', fromJson(vm.chain.seed!.item));
  if (hasInputGlobal(run.prepared)) env.set('input', inputGlobal(vm));
  env.set('untrusted', builtin((s) => {
    if (typeof s === 'string') return wrapUntrusted(s, run.seeds.nonce);
    if (isNumber(s)) return wrapUntrusted(tostringNumber(s), run.seeds.nonce);
    raise(untrustedType(luaTypeName(s)));
  }));
  env.set('list_from_section', builtin((h) => {
    const s = resolveHeading(h, vm.visible);
    if (s.items === undefined) raise(noPreParsedItems(s.name));
    const t = new LuaTable();
    s.items.forEach((item, i) => t.set(i + 1, utf8Encode(item)));
    return t;
  }));
  env.set('jump', builtin((h) => {
    if (vm.phase === 'shared') raise(sharedLoadJump());
    if (vm.chain.handlerDepth > 0) raise(jumpInHandler());
    if (typeof h !== 'string') raise(mustBeString('section target', luaTypeName(h)));
    vm.jumpTarget = h;
    throw new JumpUnwind();
  }));
  env.set('call', builtin(async (target, input) => {
    const s = resolveHeading(target, vm.visible);
    if (input !== undefined && typeof input !== 'string') raise(callInputType(luaTypeName(input)));
    if (input !== undefined && !isUtf8(input as string)) raise(callInputUtf8());
    if (vm.phase === 'shared') raise(sharedLoadYield());
    if (vm.chain.depth + 1 > CALL_DEPTH) raise(callRecursion());
    return utf8Encode(await callChain(vm, s, input === undefined ? undefined : utf8Decode(input as string)));
  }));

  // prose and argv are served by the environment's metatable so that reads render lazily and
  // assignments are checked (reference §1.9, §6).
  let argv = argvValue(vm, inH1);
  vm.argvCurrent = argv;
  const mt = new LuaTable();
  mt.set('__index', builtin((_t, k) => {
    if (k === 'prose') {
      vm.proseRendered ??= renderProse(vm.prose, {
        args: vm.chain.args, argv: vm.chain.argv, env, sys: sys.read, item: seededHere(vm) ? vm.chain.seed!.item : undefined,
      });
      return utf8Encode(vm.proseRendered);
    }
    if (k === 'argv') return argv;
    return undefined;
  }));
  mt.set('__newindex', builtin((t, k, v) => {
    if (k === 'prose') raise(proseReadOnly());
    if (k === 'argv') {
      if (!inH1) raise(argvFrozen());
      argv = v;
      vm.argvCurrent = v;
      return undefined;
    }
    (t as LuaTable).set(k, v);
    return undefined;
  }));
  env.metatable = mt;

  if (run.prompt.shared !== undefined) {
    vm.phase = 'shared';
    try {
      const r = one(await run.prompt.shared(env));
      if (scalarText(r) === null) raise(cannotReturn(luaTypeName(r)));
    } catch (e) {
      throw asRuntimeFailure(e);
    } finally {
      vm.phase = 'block';
    }
  }
  for (const [alias, obj] of run.toolObjects) env.set(utf8Encode(alias), obj);
  for (const [label, h] of run.handles) env.set(utf8Encode(label), h);
  return env;
}

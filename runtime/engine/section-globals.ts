// The Engine globals every section VM may read (reference §2.2, §6, §1.7-§1.9): sys, var, log,
// item, untrusted, list_from_section, jump, and prose and argv served by the environment's
// metatable. Each is made only when the prompt names it (engine-parts.ts; issue #6 tree-shaking):
// a prompt that never names one bundles none of its code. What the walk does with them afterwards
// (var read back, a jump resolved, argv read back after the H1 pass) goes through hooks on the VM
// that these set, so the walk itself imports none of it.
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { isNumber, tostringNumber } from '../lua/numbers.js';
import {
  argvFrozen, argvFrozenField, argvNotJson, jumpInHandler, logArity, logByteBudget, logControl, logEventBudget, logNotUtf8,
  logTooLong, mustBeString, noPreParsedItems, proseReadOnly, raise, SEALED_METATABLE, sharedLoadJump, sysKeyType,
  sysReadOnly, sysUnknownField, untrustedType, varReassigned, type RunFailure,
} from './errors.js';
import { wrapUntrusted } from './envelope.js';
import type { JsonValue } from './json.js';
import { asRuntimeFailure, builtin, JumpUnwind, proxyTable, RunAbort } from './lua-binding.js';
import { fromJson, isUtf8, luaTypeName, toNeutral } from './lua-json.js';
import { isJsonRepresentable, toJson } from './messages.js';
import { resolveHeading } from './headings.js';
import { renderProse } from './prose.js';
import { unguard, varData, varGlobal } from './var.js';
import type { SectionVM } from './run-state.js';

const LOG_MAX_CHARS = 256;
const LOG_BYTES_PER_EVENT = 256;

/**
 * The RFC 3339 instant with trailing zeros of the milliseconds dropped (reference §2.8). Formatted
 * only when `sys.when` is read: a fresh process's first toISOString costs ~2 ms (issue #6 cold start).
 */
function rfc3339(ms: number): string {
  return new Date(ms).toISOString().replace(/\.?0+Z$/, 'Z');
}

/** True in the worker section of a seeded fanout arm or task: it alone sees `item` and `sys.index`. */
function seededHere(vm: SectionVM): boolean {
  return vm.chain.seed !== undefined && vm.section === vm.chain.seed.target;
}

/** The fields of `sys` (reference §2.8); an unknown one raises. */
function sysRead(vm: SectionVM): (key: string) => LuaValue {
  const run = vm.run;
  const fields = (key: string): LuaValue => {
    switch (key) {
      case 'when': return utf8Encode(rfc3339(run.startedAt));
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
  return (key) => {
    const v = fields(key);
    if (v === undefined) raise(sysUnknownField(key));
    return v;
  };
}

export function sysGlobal(vm: SectionVM): LuaTable {
  const read = sysRead(vm);
  return proxyTable((k) => {
    if (typeof k !== 'string') raise(sysKeyType());
    return read(utf8Decode(k));
  }, (k) => raise(sysReadOnly(typeof k === 'string' ? utf8Decode(k) : String(k))), SEALED_METATABLE.sys);
}

/** `var`, read back after each block (reference §6): reassigning the global fails the run. */
export function varPart(vm: SectionVM): LuaTable {
  const proxy = varGlobal(vm.chain.var);
  vm.varProxy = proxy;
  vm.readVar = () => {
    if (vm.env.get('var') !== proxy) throw luaLevel(varReassigned());
    vm.chain.var = varData(proxy);
  };
  return proxy;
}

export function logGlobal(vm: SectionVM): LuaValue {
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

/** item: a copy of the member or spawn item, in the worker section only (reference §7.1). */
export function itemGlobal(vm: SectionVM): LuaValue {
  return seededHere(vm) && vm.chain.seed!.item !== undefined ? fromJson(vm.chain.seed!.item) : undefined;
}

export function untrustedGlobal(vm: SectionVM): LuaValue {
  const nonce = vm.run.seeds.nonce;
  return builtin((s) => {
    if (typeof s === 'string') return wrapUntrusted(s, nonce);
    if (isNumber(s)) return wrapUntrusted(tostringNumber(s), nonce);
    raise(untrustedType(luaTypeName(s)));
  });
}

export function listFromSectionGlobal(vm: SectionVM): LuaValue {
  return builtin((h) => {
    const s = resolveHeading(h, vm.visible);
    if (s.items === undefined) raise(noPreParsedItems(s.name));
    const t = new LuaTable();
    s.items.forEach((item, i) => t.set(i + 1, utf8Encode(item)));
    return t;
  });
}

/** A failure the run reports as Runtime even in the H1 pass (a bad jump target, reference §2.5). */
function runtimeFailure(e: unknown): RunAbort {
  const err = (e as { error?: { message: string } }).error;
  const message = err?.message ?? String(e);
  return new RunAbort({ code: 'jump_target', kind: 'Runtime', message } satisfies RunFailure);
}

export function jumpGlobal(vm: SectionVM): LuaValue {
  return builtin((h) => {
    if (vm.phase === 'shared') raise(sharedLoadJump());
    if (vm.chain.handlerDepth > 0) raise(jumpInHandler());
    if (typeof h !== 'string') raise(mustBeString('section target', luaTypeName(h)));
    // The walk resolves the target after the block has unwound.
    vm.jump = () => {
      try {
        return resolveHeading(h, vm.visible);
      } catch (e) {
        throw runtimeFailure(e);
      }
    };
    throw new JumpUnwind();
  });
}

/** argv as the VM sees it: writable in the H1 pass, frozen elsewhere (reference §6). */
function argvValue(vm: SectionVM, inH1: boolean): LuaValue {
  const v = fromJson(vm.chain.argv as JsonValue);
  if (inH1 || !(v instanceof LuaTable)) return v;
  return proxyTable((k) => v.get(k), (k) => raise(argvFrozenField(typeof k === 'string' ? utf8Decode(k) : String(k))), SEALED_METATABLE.argv);
}

function luaLevel(e: Parameters<typeof raise>[0]): unknown {
  try {
    raise(e);
  } catch (x) {
    return x;
  }
}

/**
 * prose and argv, served by the environment's metatable so that reads render lazily and
 * assignments are checked (reference §1.9, §6). Installed once for either name; sets no global.
 */
export function proseAndArgv(vm: SectionVM): undefined {
  const env = vm.env;
  if (env.metatable !== undefined) return undefined;
  const inH1 = vm.section === null;
  let argv = argvValue(vm, inH1);
  // After the H1 pass the walk reads argv back as JSON data (reference §6).
  if (inH1) {
    vm.argvBack = () => {
      const current = argv;
      const data = current === undefined ? undefined : toNeutral(current, unguard);
      if (data !== undefined && !isJsonRepresentable(data)) throw asRuntimeFailure(luaLevel(argvNotJson(luaTypeName(current))));
      return data === undefined ? undefined : toJson(data);
    };
  }
  let sys: ((key: string) => LuaValue) | undefined;
  const mt = new LuaTable();
  mt.set('__index', builtin((_t, k) => {
    if (k === 'prose') {
      vm.proseRendered ??= renderProse(vm.prose, {
        args: vm.chain.args, argv: vm.chain.argv, env, sys: (sys ??= sysRead(vm)), item: seededHere(vm) ? vm.chain.seed!.item : undefined,
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
      return undefined;
    }
    (t as LuaTable).set(k, v);
    return undefined;
  }));
  env.metatable = mt;
  return undefined;
}

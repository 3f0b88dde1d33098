// The Lua `tasks` table (reference §7.2): spawn, join_any, join, ready, status, pending, note,
// cancel, concurrency. Only the owning chain may wait on, inspect or cancel a task, and each result
// is delivered once. join_any hands over the first task of the set in set order (waiting for it),
// so what a chain receives never depends on which task finished first.
import { LuaTable, tableNext, tableLength } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { isNumber, toDouble, tostringNumber } from '../lua/numbers.js';
import {
  callInputType, callInputUtf8, concurrencyValue, emptyTaskSet, mustBeInteger, mustBeString, pendingOrigin, raise, sharedLoadYield,
  spawnOptionsType, spawnOptionUnknown, taskConsumed, taskHandleType, taskNotOwned, taskRecursion, taskUnknown,
  timeoutType, waitOptionsType, workerIsListSection,
} from './errors.js';
import { resolveHeading } from './headings.js';
import type { JsonValue } from './json.js';
import { CALL_DEPTH } from './limits.js';
import { builtin } from './lua-binding.js';
import { isUtf8, luaTypeName, toNeutral } from './lua-json.js';
import { isJsonRepresentable, toJson } from './messages.js';
import type { SectionVM } from './run-state.js';
import {
  cancelTask, deliver, headingText, isLive, outcomeError, settledWithin, spawnTask, type TaskRecord,
} from './tasks.js';
import { deriveArgv } from './argv.js';
import { unguard, varNow } from './var.js';
import { itemNotJson } from './errors.js';

/** A task handle: `{task = id}`. */
export function taskHandle(id: string): LuaTable {
  const t = new LuaTable();
  t.set('task', utf8Encode(id));
  return t;
}

function idOf(v: LuaValue): string | undefined {
  if (typeof v === 'string') return utf8Decode(v);
  if (v instanceof LuaTable) {
    // A handle kept in `var` comes back as a guarded copy.
    const id = unguard(v).get('task');
    if (typeof id === 'string') return utf8Decode(id);
  }
  return undefined;
}

/** The task a handle or id names, owned by this VM's chain. */
function owned(vm: SectionVM, v: LuaValue, name: string): TaskRecord {
  const id = idOf(v);
  if (id === undefined) raise(taskHandleType(name, luaTypeName(v)));
  const task = vm.run.scheduler?.tasks.get(id);
  if (task === undefined) raise(taskUnknown(id));
  if (task.owner !== vm.chain) raise(taskNotOwned(id));
  return task;
}

/** A set: one handle or id, or an array of them. */
function taskSet(vm: SectionVM, v: LuaValue, name: string): TaskRecord[] {
  if (idOf(v) !== undefined) return [owned(vm, v, name)];
  if (!(v instanceof LuaTable)) raise(taskHandleType(name, luaTypeName(v)));
  const out: TaskRecord[] = [];
  for (let i = 1; v.get(i) !== undefined; i++) out.push(owned(vm, v.get(i), name));
  if (out.length === 0) raise(emptyTaskSet(name));
  return out;
}

/** `{timeout = seconds}` as milliseconds (undefined: no timeout). */
function timeoutOf(v: LuaValue, name: string): number | undefined {
  if (v === undefined) return undefined;
  if (!(v instanceof LuaTable)) raise(waitOptionsType(name, luaTypeName(v)));
  const t = v.get('timeout');
  if (t === undefined) return undefined;
  if (!isNumber(t) || !(toDouble(t as number) >= 0)) raise(timeoutType(luaTypeName(t)));
  return toDouble(t as number) * 1000;
}

function unconsumed(tasks: readonly TaskRecord[]): void {
  for (const t of tasks) if (t.delivered) raise(taskConsumed(t.id));
}

/** What a wait hands over for one ended task: ok and the result or error value. */
function received(vm: SectionVM, task: TaskRecord): [boolean, LuaValue] {
  deliver(vm, task);
  const o = task.outcome!;
  if (o.kind === 'ok') return [true, utf8Encode(o.text)];
  return [false, outcomeError(task)];
}

/** The `tasks` table of one VM. */
export function tasksGlobal(vm: SectionVM): LuaTable {
  const run = vm.run;
  const t = new LuaTable();

  t.set('spawn', builtin((target, options) => {
    const s = resolveHeading(target, vm.visible);
    if (s.items !== undefined) raise(workerIsListSection(s.name));
    let input: LuaValue;
    let item: JsonValue | undefined;
    let index: number | undefined;
    if (options !== undefined) {
      if (!(options instanceof LuaTable)) raise(spawnOptionsType(luaTypeName(options)));
      for (let e = tableNext(options, undefined); e !== undefined; e = tableNext(options, e[0])) {
        const key = typeof e[0] === 'string' ? utf8Decode(e[0]) : String(e[0]);
        if (key !== 'input' && key !== 'item' && key !== 'index') raise(spawnOptionUnknown(key));
      }
      input = options.get('input');
      if (input !== undefined && typeof input !== 'string') raise(callInputType(luaTypeName(input)));
      if (input !== undefined && !isUtf8(input as string)) raise(callInputUtf8());
      const rawItem = options.get('item');
      if (rawItem !== undefined) {
        const data = toNeutral(rawItem, unguard);
        if (!isJsonRepresentable(data)) raise(itemNotJson());
        item = toJson(data);
      }
      const rawIndex = options.get('index');
      if (rawIndex !== undefined) {
        if (typeof rawIndex !== 'number' || !Number.isInteger(rawIndex)) raise(mustBeInteger('index', luaTypeName(rawIndex)));
        index = rawIndex;
      }
    }
    if (vm.phase === 'shared') raise(sharedLoadYield());
    if (vm.chain.depth + 1 > CALL_DEPTH) raise(taskRecursion());
    const list = vm.section !== null && vm.section.children.includes(s) ? vm.section.children : vm.siblings;
    const args = input === undefined ? vm.chain.args : utf8Decode(input as string);
    const task = spawnTask(vm, {
      target: s, list, origin: 'author', args, argv: input === undefined ? vm.chain.argv : deriveArgv(run, args),
      var: varNow(vm), item, index,
    });
    return taskHandle(task.id);
  }));

  t.set('join_any', builtin(async (set, options) => {
    const tasks = taskSet(vm, set, 'tasks.join_any');
    const timeout = timeoutOf(options, 'tasks.join_any');
    unconsumed(tasks);
    const first = tasks[0]!;
    if (!(await settledWithin(run, [first], timeout))) return undefined;
    const [ok, value] = received(vm, first);
    return [taskHandle(first.id), ok, value];
  }));

  t.set('join', builtin(async (set, options) => {
    const tasks = taskSet(vm, set, 'tasks.join');
    const timeout = timeoutOf(options, 'tasks.join');
    unconsumed(tasks);
    const all = await settledWithin(run, tasks, timeout);
    const results = new LuaTable();
    for (const task of tasks) {
      if (task.outcome === undefined) continue;
      const [ok, value] = received(vm, task);
      const entry = new LuaTable();
      entry.set('task', utf8Encode(task.id));
      entry.set('ok', ok);
      entry.set('result', value);
      results.set(tableLength(results) + 1, entry);
    }
    return [results, !all];
  }));

  t.set('ready', builtin((set) => {
    const single = idOf(set) !== undefined;
    const tasks = taskSet(vm, set, 'tasks.ready');
    if (single) return tasks[0]!.outcome !== undefined && !tasks[0]!.delivered;
    const out = new LuaTable();
    for (const task of tasks) if (task.outcome !== undefined && !task.delivered) out.set(tableLength(out) + 1, taskHandle(task.id));
    return out;
  }));

  t.set('status', builtin((handle) => {
    const task = owned(vm, handle, 'tasks.status');
    const s = new LuaTable();
    s.set('target', utf8Encode(headingText(task.target)));
    s.set('origin', task.origin);
    s.set('state', task.state);
    if (task.outcome !== undefined && task.state === 'done') s.set('ok', task.outcome.kind === 'ok');
    if (task.section !== null) s.set('section', utf8Encode(task.section));
    if (task.blocked !== undefined) s.set('blocked', task.blocked);
    s.set('turns', task.turns);
    s.set('tasks', task.chain === undefined ? 0 : task.chain.tasks.filter(isLive).length);
    s.set('depth', task.depth);
    if (task.note !== undefined) s.set('note', utf8Encode(task.note));
    return s;
  }));

  t.set('pending', builtin((options) => {
    let origin: string | undefined;
    if (options !== undefined) {
      if (!(options instanceof LuaTable)) raise(waitOptionsType('tasks.pending', luaTypeName(options)));
      const o = options.get('origin');
      if (o !== undefined) {
        const text = typeof o === 'string' ? utf8Decode(o) : luaTypeName(o);
        if (text !== 'author' && text !== 'model') raise(pendingOrigin(text));
        origin = text;
      }
    }
    const out = new LuaTable();
    const mine = [...vm.chain.tasks, ...(vm.modelTasks?.tasks ?? [])];
    for (const task of mine) {
      if (!isLive(task) || (origin !== undefined && task.origin !== origin)) continue;
      out.set(tableLength(out) + 1, taskHandle(task.id));
    }
    return out;
  }));

  t.set('note', builtin((text) => {
    if (typeof text !== 'string') raise(mustBeString('note', luaTypeName(text)));
    if (run.task !== undefined) run.task.note = utf8Decode(text);
    return undefined;
  }));

  t.set('cancel', builtin((handle) => cancelTask(owned(vm, handle, 'tasks.cancel'))));

  t.set('concurrency', builtin((n) => {
    if (n !== undefined) {
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) raise(concurrencyValue(isNumber(n) ? tostringNumber(n) : luaTypeName(n)));
      vm.chain.concurrency = Math.min(n, vm.chain.concurrencyCap);
    }
    return vm.chain.concurrency;
  }));

  return t;
}

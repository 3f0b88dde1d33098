// `fanout(worker, collection)` (reference §7.1): one arm per member, results in collection order.
// Fail-fast is deterministic: the failure raised is the failing arm with the lowest index, and
// only arms after it are cancelled, so which error comes out never depends on finishing order.
import { LuaError } from '../lua/errors.js';
import { LuaTable, tableNext } from '../lua/tables.js';
import { registerTextValue } from '../lua/text-values.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Encode } from '../lua/strings.js';
import {
  cancelled, exhaustedArmText, fanoutEmpty, fanoutKeyNotFinite, fanoutKeyType, fanoutListSection, fanoutMemberType,
  fanoutRecursion, fanoutResultsReadOnly, itemNotJson, raise, sharedLoadYield, workerIsListSection,
} from './errors.js';
import { resolveHeading } from './headings.js';
import type { JsonValue } from './json.js';
import { CALL_DEPTH } from './limits.js';
import { builtin } from './lua-binding.js';
import { luaTypeName, toNeutral } from './lua-json.js';
import { isJsonRepresentable, toJson } from './messages.js';
import type { SectionVM } from './run-state.js';
import { cancelTask, deliver, isCancelled, parked, spawnTask, type TaskRecord } from './tasks.js';
import { unguard, varNow } from './var.js';
import { isNumber, toDouble } from '../lua/numbers.js';

/** One member: the caller's own value and the arm's item as JSON. */
interface Member {
  readonly value: LuaValue;
  readonly item: JsonValue;
}

const DATA_TYPES = new Set(['nil', 'boolean', 'integer', 'number', 'string', 'table']);

function asItem(v: LuaValue): JsonValue {
  const data = toNeutral(v, unguard);
  if (!isJsonRepresentable(data)) raise(itemNotJson());
  return toJson(data);
}

/** Members in collection order: the array part, then keyed members by key (reference §7.1). */
function membersOf(t: LuaTable): Member[] {
  const out: Member[] = [];
  let n = 0;
  while (t.get(n + 1) !== undefined) n++;
  const check = (v: LuaValue) => {
    const type = luaTypeName(v);
    if (!DATA_TYPES.has(type)) raise(fanoutMemberType(out.length + 1, type));
  };
  for (let i = 1; i <= n; i++) {
    const v = t.get(i);
    check(v);
    out.push({ value: v, item: asItem(v) });
  }
  // The table's `next` order already is array part, booleans, numbers by value, strings bytewise.
  for (let e = tableNext(t, undefined); e !== undefined; e = tableNext(t, e[0])) {
    const [k, v] = e;
    if (typeof k === 'number' && Number.isInteger(k) && k >= 1 && k <= n) continue;
    if (typeof k !== 'string' && typeof k !== 'boolean' && !isNumber(k)) raise(fanoutKeyType(luaTypeName(k)));
    if (isNumber(k) && !Number.isFinite(toDouble(k as number))) raise(fanoutKeyNotFinite());
    check(v);
    out.push({ value: v, item: { key: asItem(k), value: asItem(v) } });
  }
  return out;
}

interface ResultFields {
  readonly text: string;
  readonly ok: boolean;
  readonly item: LuaValue;
  readonly exhausted: boolean;
}

const resultFields = new WeakMap<LuaTable, ResultFields>();

let resultMeta: LuaTable | undefined;

/** The one metatable of every result object: reads from its fields, writes refused, tostring = text. */
function resultMetatable(): LuaTable {
  if (resultMeta !== undefined) return resultMeta;
  const mt = new LuaTable();
  mt.set('__index', (t: LuaValue, k: LuaValue) => {
    const f = resultFields.get(t as LuaTable);
    return f !== undefined && typeof k === 'string' && (k === 'text' || k === 'ok' || k === 'item' || k === 'exhausted') ? f[k] : undefined;
  });
  mt.set('__newindex', builtin(() => raise(fanoutResultsReadOnly())));
  mt.set('__tostring', (t: LuaValue) => resultFields.get(t as LuaTable)?.text);
  registerTextValue(mt, (t) => resultFields.get(t)?.text);
  resultMeta = mt;
  return mt;
}

/** A read-only result object: `.text .ok .item .exhausted`, tostring gives the text. */
function resultObject(text: string, ok: boolean, item: LuaValue, exhausted: boolean): LuaTable {
  const t = new LuaTable();
  t.metatable = resultMetatable();
  resultFields.set(t, { text: utf8Encode(text), ok, item, exhausted });
  return t;
}

/** An item as the exhausted-arm stub names it: strings verbatim, other data as JSON. */
function itemText(item: JsonValue): string {
  return typeof item === 'string' ? item : JSON.stringify(item);
}

/** The `fanout` global of one VM. */
export function fanoutGlobal(vm: SectionVM) {
  return builtin(async (workerArg, collection) => {
    const worker = resolveHeading(workerArg, vm.visible);
    if (worker.items !== undefined) raise(workerIsListSection(worker.name));
    if (!(collection instanceof LuaTable)) raise(fanoutListSection());
    const members = membersOf(collection);
    if (members.length === 0) raise(fanoutEmpty());
    if (vm.phase === 'shared') raise(sharedLoadYield());
    if (vm.chain.depth + 1 > CALL_DEPTH) raise(fanoutRecursion());
    return runArms(vm, worker, members);
  });
}

async function runArms(vm: SectionVM, worker: SectionVM['visible'][number], members: readonly Member[]): Promise<LuaTable> {
  const run = vm.run;
  const list = vm.section !== null && vm.section.children.includes(worker) ? vm.section.children : vm.siblings;
  const varHere = varNow(vm);
  const arms: TaskRecord[] = members.map((m, k) => spawnTask(vm, {
    target: worker, list, origin: 'arm', args: vm.chain.args, argv: vm.chain.argv, var: varHere, item: m.item, index: k + 1,
  }));
  // Fail-fast: the lowest failing index wins; arms after it are cancelled, arms before it finish.
  let failed = -1;
  const watch = arms.map((arm, k) => arm.settled.then(() => {
    const o = arm.outcome!;
    if ((o.kind === 'failed' || o.kind === 'fatal') && (failed < 0 || k < failed)) {
      failed = k;
      for (let j = k + 1; j < arms.length; j++) cancelTask(arms[j]!);
    }
  }));
  await parked(run, Promise.all(watch));
  const fatal = arms.find((a) => a.outcome!.kind === 'fatal');
  if (fatal !== undefined && fatal.outcome!.kind === 'fatal') throw fatal.outcome!.thrown;
  if (isCancelled(run)) raise(cancelled());
  if (failed >= 0) {
    for (let k = 0; k <= failed; k++) deliver(vm, arms[k]!);
    const o = arms[failed]!.outcome!;
    if (o.kind === 'failed') throw new LuaError(o.value, 0);
  }
  const results = new LuaTable();
  arms.forEach((arm, k) => {
    deliver(vm, arm);
    const o = arm.outcome!;
    const m = members[k]!;
    const r = o.kind === 'ok' ? resultObject(o.text, true, m.value, false)
      : resultObject(exhaustedArmText(itemText(m.item)).message, false, m.value, true);
    results.set(k + 1, r);
  });
  return results;
}

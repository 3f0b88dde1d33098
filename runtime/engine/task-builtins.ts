// The model's task built-ins (tools.md "Advertising tools to the model"; reference §7.3):
// tools.allow_tasks puts `task`, `task_cancel`, `task_status` and `await_tasks` in the section's
// scope after the bound and local tools. Their texts are trusted; notices of ended model tasks are
// appended as user records before each round, a completed result wrapped untrusted.
import { LuaTable, tableLength } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import {
  ABANDON_REASONS, allowTasksNoTargets, allowTasksTargetEmpty, allowTasksTargetsType, allowTasksTargetType, awaitSlept,
  awaitTimedOut, noModelTask, noticeAbandoned, noticeCancelled, noticeCompleted, noticeFailed, nothingToWaitFor, raise, taskArgId, taskArgTarget, taskArgInput, taskArgTimeout, taskArgBadTarget, taskTargetListSection, taskToolRecursion, type Note,
  TASK_TOOL_TEXT, taskAlreadyFinished, taskCanceledByModel, taskNotAllowed, taskStarted, taskStatusText,
} from './errors.js';
import { wrapUntrusted } from './envelope.js';
import { headingOf, resolveHeading } from './headings.js';
import type { JsonObject, JsonValue } from './json.js';
import { CALL_DEPTH } from './limits.js';
import { luaTypeName } from './lua-json.js';
import type { WireTool } from './model-protocol.js';
import type { SectionVM } from './run-state.js';
import {
  cancelTask, deliver, headingText, outcomeText, settledWithin, spawnTask, type TaskRecord,
} from './tasks.js';
import { deriveArgv } from './argv.js';
import { varNow } from './var.js';

/** A section's tools.allow_tasks list and the model tasks it started. */
export interface ModelTaskScope {
  /** Heading references the model may start; undefined: any section the section can see. */
  allow: readonly string[] | undefined;
  readonly tasks: TaskRecord[];
  /** Runs one of the four built-ins for the model (tools.ts callTaskTool). */
  readonly call: TaskToolCall;
}

/** How callTool reaches the task built-ins (tools.ts passes its callTaskTool, keeping imports acyclic). */
export type TaskToolCall = (vm: SectionVM, name: string, args: JsonObject, callId: string | undefined) => Promise<{ value: LuaValue; text: string }>;

/** tools.allow_tasks(targets?): a later call replaces the list (reference §7.3). */
export function allowTasks(vm: SectionVM, targets: LuaValue, given: boolean, call: TaskToolCall): void {
  let allow: string[] | undefined;
  if (given && targets !== undefined) {
    if (!(targets instanceof LuaTable)) raise(allowTasksTargetsType(luaTypeName(targets)));
    allow = [];
    for (let i = 1; targets.get(i) !== undefined; i++) {
      const h = targets.get(i);
      if (typeof h !== 'string') raise(allowTasksTargetType(luaTypeName(h)));
      const text = utf8Decode(h).trim();
      if (text === '') raise(allowTasksTargetEmpty());
      allow.push(text);
    }
    if (allow.length === 0) raise(allowTasksNoTargets());
  }
  vm.modelTasks = { allow, tasks: vm.modelTasks?.tasks ?? [], call };
}

const idParam = { type: 'object', properties: { id: { type: 'string', description: TASK_TOOL_TEXT.idParam } }, required: ['id'] };

/** The four built-ins as the model sees them, when tools.allow_tasks was called. */
export function taskTools(vm: SectionVM): WireTool[] {
  if (vm.modelTasks === undefined) return [];
  return [
    {
      name: 'task', description: TASK_TOOL_TEXT.taskDescription,
      parameters: {
        type: 'object',
        properties: {
          input: { type: 'string', description: TASK_TOOL_TEXT.inputParam },
          target: { type: 'string', description: TASK_TOOL_TEXT.targetParam },
        },
        required: ['target'],
      },
    },
    { name: 'task_cancel', description: TASK_TOOL_TEXT.taskCancelDescription, parameters: idParam },
    { name: 'task_status', description: TASK_TOOL_TEXT.taskStatusDescription, parameters: idParam },
    {
      name: 'await_tasks', description: TASK_TOOL_TEXT.awaitTasksDescription,
      parameters: { type: 'object', properties: { timeout: { type: 'number', description: TASK_TOOL_TEXT.timeoutParam } }, required: [] },
    },
  ];
}

function modelTask(vm: SectionVM, name: string, args: JsonObject): TaskRecord | Note {
  const id = args.id;
  const text = typeof id === 'string' ? id : typeof id === 'number' ? String(id) : undefined;
  if (text === undefined) return taskArgId(name);
  const task = vm.modelTasks?.tasks.find((t) => t.id === text);
  return task ?? noModelTask(name, text);
}

/** The notice of an ended model task. */
function notice(task: TaskRecord, nonce: string): Note {
  const target = headingText(task.target);
  // A cancelled or abandoned task's notice is final at once, before the task has unwound.
  if (task.state === 'cancelled') return noticeCancelled(task.id, target);
  if (task.state === 'abandoned') return noticeAbandoned(task.id, target, ABANDON_REASONS[task.abandon ?? 'owner_returned']);
  const o = task.outcome!;
  if (o.kind === 'ok') return noticeCompleted(task.id, target, wrapUntrusted(o.text, nonce));
  if (o.kind === 'cancelled') return noticeCancelled(task.id, target);
  if (o.kind === 'abandoned') return noticeAbandoned(task.id, target, ABANDON_REASONS[o.reason]);
  return noticeFailed(task.id, target, outcomeText(task));
}

/** Runs one built-in for the model; the text goes back as the call's (trusted) result. */
export async function runTaskTool(vm: SectionVM, name: string, args: JsonObject): Promise<string> {
  return (await taskTool(vm, name, args)).message;
}

async function taskTool(vm: SectionVM, name: string, args: JsonObject): Promise<Note> {
  const scope = vm.modelTasks!;
  const run = vm.run;
  switch (name) {
    case 'task': {
      if (typeof args.target !== 'string') return taskArgTarget();
      if (args.input !== undefined && args.input !== null && typeof args.input !== 'string') return taskArgInput();
      let section;
      try {
        section = resolveHeading(utf8Encode(args.target), vm.visible);
      } catch (e) {
        const m = (e as { error?: { message?: string } }).error?.message;
        return taskArgBadTarget(m ?? '');
      }
      const heading = headingOf(section);
      if (scope.allow !== undefined && !scope.allow.some((a) => a === heading)) return taskNotAllowed(args.target, scope.allow);
      if (section.items !== undefined) return taskTargetListSection(section.name);
      if (vm.chain.depth + 1 > CALL_DEPTH) return taskToolRecursion();
      const list = vm.section !== null && vm.section.children.includes(section) ? vm.section.children : vm.siblings;
      const input = typeof args.input === 'string' ? args.input : undefined;
      const task = spawnTask(vm, {
        target: section, list, origin: 'model', args: input ?? vm.chain.args,
        argv: input === undefined ? vm.chain.argv : deriveArgv(run, input), var: varNow(vm),
      });
      scope.tasks.push(task);
      return taskStarted(task.id);
    }
    case 'task_cancel': {
      const task = modelTask(vm, 'task_cancel', args);
      if (!('id' in task)) return task;
      return cancelTask(task) ? taskCanceledByModel(task.id) : taskAlreadyFinished(task.id);
    }
    case 'task_status': {
      const task = modelTask(vm, 'task_status', args);
      if (!('id' in task)) return task;
      const detail = (task.section !== null ? `; section ${task.section}` : '') + (task.blocked !== undefined ? `; blocked on ${task.blocked}` : '')
        + `; turns ${task.turns}` + (task.note !== undefined ? `; note: ${task.note}` : '');
      return taskStatusText(task.id, headingText(task.target), task.state, detail);
    }
    default: {
      const timeout = args.timeout;
      if (timeout !== undefined && timeout !== null && (typeof timeout !== 'number' || !(timeout >= 0))) {
        return taskArgTimeout();
      }
      const ms = typeof timeout === 'number' ? timeout * 1000 : undefined;
      const waiting = scope.tasks.filter((t) => !t.delivered);
      if (waiting.length === 0) {
        if (ms === undefined) return nothingToWaitFor();
        await sleep(run.signal, ms);
        return awaitSlept(String(timeout));
      }
      // All of them, so what the model reads never depends on which finished first.
      const all = await settledWithin(run, waiting, ms);
      const lines: string[] = [];
      for (const task of waiting) {
        if (!hasEnded(task)) continue;
        deliver(vm, task);
        lines.push(notice(task, run.seeds.nonce).message);
      }
      if (!all) lines.push(awaitTimedOut(waiting.filter((t) => t.outcome === undefined).map((t) => t.id).join(', ')).message);
      return { code: 'await_tasks_notices', message: lines.join('\n') };
    }
  }
}

/** Ended for its owner: settled, or cancelled or abandoned (final even before it unwinds). */
function hasEnded(task: TaskRecord): boolean {
  return task.outcome !== undefined || task.state === 'cancelled' || task.state === 'abandoned';
}

/** A timed wait that a cancel ends at once. */
function sleep(signal: AbortSignal, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Appends a user record for each ended, undelivered model task of the section (before a round). */
export function appendNotices(vm: SectionVM, list: LuaTable): void {
  const scope = vm.modelTasks;
  if (scope === undefined) return;
  for (const task of scope.tasks) {
    if (task.delivered || !hasEnded(task)) continue;
    deliver(vm, task);
    const rec = new LuaTable();
    rec.set('role', 'user');
    rec.set('content', utf8Encode(notice(task, vm.run.seeds.nonce).message));
    list.set(tableLength(list) + 1, rec);
  }
}


export type { JsonValue };

// The `input` global of the first-party `promptforge/user-input` Plugin (reference §7.4): present
// only when the Plugin is activated; `input.ask()` is a script call of the Plugin's ask tool by its
// full path, answering `text, available`; `input.connected()` is fixed per run (no Harness work).
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Encode } from '../lua/strings.js';
import { cancelled, inputAskArguments, inputGlobalCollision, raise, sharedLoadYield, toolCallFailure, unboundTool, type RunFailure } from './errors.js';
import { wrapUntrusted } from './envelope.js';
import { builtin } from './lua-binding.js';
import { thrownText } from './activate.js';
import { cancellable, CancelledCall } from './cancel.js';
import type { Prepared } from './prepare.js';
import type { SectionVM } from './run-state.js';
import { INPUT_BROKER_SERVICE, USER_INPUT_ASK, USER_INPUT_PLUGIN } from './input-ids.js';


/** True when the run has an `input` global. */
export function hasInputGlobal(prepared: Prepared): boolean {
  return prepared.activated.includes(USER_INPUT_PLUGIN);
}

/**
 * The run failure of a prompt whose frontmatter binds `input` as a tool alias or role label, when
 * the Plugin is active, before any effect. Only such a prompt checks it (engine_run_input_check).
 */
export function inputCollision(prepared: Prepared): RunFailure | undefined {
  return hasInputGlobal(prepared) ? inputGlobalCollision(USER_INPUT_PLUGIN) : undefined;
}

/** The `input` table of one VM. */
export function inputGlobal(vm: SectionVM): LuaTable {
  const run = vm.run;
  const connected = run.prepared.services.has(INPUT_BROKER_SERVICE);
  const tool = run.prepared.catalog.find((t) => t.path === USER_INPUT_ASK);
  const t = new LuaTable();
  t.set('connected', builtin(() => connected));
  t.set('ask', builtin(async (...a: LuaValue[]) => {
    if (a.length > 0) raise(inputAskArguments());
    if (vm.phase === 'shared') raise(sharedLoadYield());
    // A config Plugin that took the first-party id may lack the ask tool.
    if (tool === undefined) raise(unboundTool(USER_INPUT_ASK, [...run.slots.keys()]));
    const alias = 'input.ask';
    if (run.tracing) run.emit({ type: 'tool.call', section: vm.traceName, alias, path: tool.path, by: 'script', args: {} });
    let output: string;
    try {
      output = await cancellable(run.stop, tool.run({}));
    } catch (e) {
      if (e instanceof CancelledCall || run.stop.aborted) {
        run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: false, error: 'interrupted by Ctrl-C' });
        raise(cancelled());
      }
      const failure = thrownText(e);
      run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: false, error: failure });
      raise(toolCallFailure(failure));
    }
    const text = tool.untrusted ? wrapUntrusted(output, run.seeds.nonce) : output;
    if (run.tracing) run.emit({ type: 'tool.result', section: vm.traceName, alias, ok: true, output: text });
    return [utf8Encode(text), connected];
  }));
  return t;
}

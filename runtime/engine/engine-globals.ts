// A fresh Lua global environment for one section VM (reference §2.2): the sandbox, `args`, the
// Engine globals the prompt names (its `engine`, engine-parts.ts), the `lua shared` replay, then
// alias globals (Tool objects) and role globals (handles).
import { createPromptEnv } from '../lua/env.js';
import { bindClock } from '../lua/interrupts.js';
import type { LuaTable } from '../lua/tables.js';
import { utf8Encode } from '../lua/strings.js';
import { one } from '../lua/calls.js';
import { cannotReturn, raise } from './errors.js';
import { asRuntimeFailure } from './lua-binding.js';
import { luaTypeName } from './lua-json.js';
import type { SectionVM } from './run-state.js';
import { scalarText } from './scalar.js';

/** Builds the VM's environment; `replay` runs the shared library into it before the alias globals. */
export async function buildEnvironment(vm: SectionVM): Promise<LuaTable> {
  const run = vm.run;
  const [hi] = run.seeds.mathRandom;
  const env = createPromptEnv(run.prompt.lib({ randomSeed: BigInt.asIntN(64, hi) }));
  vm.env = env;
  bindClock(env, run.clock);
  env.set('args', utf8Encode(vm.chain.args));
  // sys, var, log, tools, store, models, ...: the ones the prompt names, in the order the
  // compiled module lists them; a part that sets no global (prose, argv) returns undefined.
  const parts = run.prompt.engine;
  for (const name in parts) {
    const v = parts[name]!(vm);
    if (v !== undefined) env.set(name, v);
  }

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

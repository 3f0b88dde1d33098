// `call(target, input?)` (reference §2.7): a contained chain from the target through its following
// siblings, with a copy of `var` and its own argv when given an input. Made only when the prompt
// names `call` (engine-parts.ts).
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import type { LuaValue } from '../lua/values.js';
import { callInputType, callInputUtf8, callRecursion, raise, sharedLoadYield } from './errors.js';
import type { PromptSection } from './define-prompt.js';
import { deriveArgv } from './argv.js';
import { resolveHeading } from './headings.js';
import { CALL_DEPTH } from './limits.js';
import { builtin } from './lua-binding.js';
import { isUtf8, luaTypeName } from './lua-json.js';
import type { Chain, SectionVM } from './run-state.js';
import { varNow } from './var.js';

async function callChain(vm: SectionVM, target: PromptSection, input: string | undefined): Promise<string> {
  const list = vm.section !== null && vm.section.children.includes(target) ? vm.section.children : vm.siblings;
  const parent = vm.chain;
  const chain: Chain = {
    args: input ?? parent.args,
    argv: input === undefined ? parent.argv : deriveArgv(vm.run, input),
    var: structuredClone(varNow(vm)),
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
    text = (await vm.run.walk(vm.run, chain, list, list.indexOf(target))) ?? '';
  } catch (e) {
    vm.run.scheduler?.abandonChain(chain, 'owner_failed');
    throw e;
  }
  vm.run.scheduler?.endChain(chain);
  return text;
}

export function callGlobal(vm: SectionVM): LuaValue {
  return builtin(async (target, input) => {
    const s = resolveHeading(target, vm.visible);
    if (input !== undefined && typeof input !== 'string') raise(callInputType(luaTypeName(input)));
    if (input !== undefined && !isUtf8(input as string)) raise(callInputUtf8());
    if (vm.phase === 'shared') raise(sharedLoadYield());
    if (vm.chain.depth + 1 > CALL_DEPTH) raise(callRecursion());
    return utf8Encode(await callChain(vm, s, input === undefined ? undefined : utf8Decode(input as string)));
  });
}

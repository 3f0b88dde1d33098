// `userInputPlugin()`: the first-party `promptforge/user-input` Plugin (reference §7.4). It needs the
// Host service `promptforge/input-broker`; its one tool, `ask`, waits for the operator's next
// message (trusted, never wrapped). The Engine gives prompts that declare it the `input` global.
// No `node:` imports: Hosts in browsers can provide their own broker.
import type { Plugin, PluginContext } from '../../../engine/plugin-types.js';
import { INPUT_BROKER_SERVICE, USER_INPUT_PLUGIN } from '../../../engine/input-ids.js';
import { ASK_DESCRIPTION, brokerNotUsable, FALLBACK } from './messages.js';

export { INPUT_BROKER_SERVICE } from '../../../engine/input-ids.js';

/** The Host service under `promptforge/input-broker`: answers with the operator's next message. */
export interface InputBroker {
  /** Waits for the operator's next message; a rejection's message is the ask's failure text. */
  ask(signal: AbortSignal): Promise<string> | string;
}

function isBroker(v: unknown): v is InputBroker {
  return typeof v === 'object' && v !== null && typeof (v as { ask?: unknown }).ask === 'function';
}

async function ask(ctx: PluginContext): Promise<string> {
  if (!ctx.services.has(INPUT_BROKER_SERVICE)) return FALLBACK;
  const broker = ctx.services.get(INPUT_BROKER_SERVICE);
  if (!isBroker(broker)) throw new Error(brokerNotUsable());
  return broker.ask(ctx.signal);
}

/** The first-party user-input Plugin. */
export function userInputPlugin(): Plugin {
  return {
    id: USER_INPUT_PLUGIN,
    needs: [INPUT_BROKER_SERVICE],
    tools: [
      {
        name: 'ask',
        description: ASK_DESCRIPTION,
        parameters: { type: 'object', properties: {} },
        trust: 'trusted',
        run: (_args, ctx) => ask(ctx),
      },
    ],
  };
}

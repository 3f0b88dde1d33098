// A model that answers from a script, for tests and examples. interfaces.md "Models".

import { EngineException, scriptedModelBadReply, scriptedModelExhausted } from '../../engine/errors.js';
import type { Model, ModelRequest, Reply } from '../../engine/model-protocol.js';

/** One scripted round: a Reply, or a function of the request returning one. */
export type ScriptedReply = Reply | ((request: ModelRequest) => Reply | Promise<Reply>);

function isReply(value: unknown): value is Reply {
  if (typeof value !== 'object' || value === null) return false;
  if ('text' in value) return typeof value.text === 'string';
  return 'toolCalls' in value && Array.isArray(value.toolCalls);
}

/**
 * A model whose rounds take the entries in order, across every role and section that uses it.
 * Running out fails the round with kind `internal` (run error Completion) and a message saying so.
 * `options.id` is the catalog model id `sys.model` reads (default `scripted`).
 */
export function scriptedModel(replies: readonly ScriptedReply[], options: { readonly id?: string } = {}): Model {
  const script = [...replies];
  let next = 0;
  return {
    id: options.id ?? 'scripted',
    async complete(request) {
      if (next >= script.length) {
        throw new EngineException(scriptedModelExhausted(script.length, request.role, request.section, request.round));
      }
      const index = next++;
      const entry = script[index]!;
      const reply = typeof entry === 'function' ? await entry(request) : entry;
      if (!isReply(reply)) throw new EngineException(scriptedModelBadReply(index + 1));
      return reply;
    },
  };
}

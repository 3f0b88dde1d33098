// Our records and replies <-> the chat-completions wire format (interfaces.md "Models"; the OpenAI
// chat-completions API that OpenAI, Ollama, llama.cpp server, vLLM and LM Studio all speak).
// Outgoing: a tool call's `arguments` object becomes JSON text. Incoming: JSON text becomes an
// object again, and a reply whose shape is wrong is "malformed" (reference §8.2, retryable).

import type {
  ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam, ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { JsonObject } from '../../engine/json.js';
import { isJsonObject } from '../../engine/json.js';
import type { WireMessage } from '../../engine/messages.js';
import type { ModelRequest, Reply, ReplyToolCall, WireTool } from '../../engine/model-protocol.js';
import { MALFORMED } from './backend-errors.js';

/** One of our records as a chat message. */
export function chatMessage(record: WireMessage): ChatCompletionMessageParam {
  switch (record.role) {
    case 'system':
      return { role: 'system', content: typeof record.content === 'string' ? record.content : record.content.map(textOf) };
    case 'user':
      return { role: 'user', content: typeof record.content === 'string' ? record.content : record.content.map((p) => ({ ...p })) };
    case 'tool':
      return { role: 'tool', content: contentText(record.content), tool_call_id: record.tool_call_id ?? '' };
    case 'assistant': {
      const calls = record.tool_calls ?? [];
      const content = contentText(record.content);
      if (calls.length === 0) return { role: 'assistant', content };
      return {
        role: 'assistant',
        // A tool-call record carries no text in our loop; null is what the API itself sends back.
        content: content === '' ? null : content,
        tool_calls: calls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.arguments) } })),
      };
    }
  }
}

function textOf(part: { readonly type: string; readonly text?: string }): { type: 'text'; text: string } {
  return { type: 'text', text: part.text ?? '' };
}

/** Assistant and tool records take text; content parts are joined (only text parts carry any). */
function contentText(content: WireMessage['content']): string {
  return typeof content === 'string' ? content : content.map((p) => (p.type === 'text' ? p.text : '')).join('');
}

/** One offered tool as a function tool. */
export function chatTool(tool: WireTool): ChatCompletionTool {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } };
}

/** The request body for one round: no `tools` key when nothing is in scope. */
export function chatRequest(model: string, request: ModelRequest, extra: ChatExtras): ChatCompletionCreateParamsNonStreaming {
  const temperature = request.settings?.temperature ?? extra.temperature;
  const maxTokens = request.settings?.maxTokens ?? extra.maxTokens;
  return {
    model,
    messages: request.messages.map(chatMessage),
    ...(request.tools !== undefined ? { tools: request.tools.map(chatTool) } : {}),
    // The prompt's models.use options win over the model's own defaults.
    ...(temperature !== undefined ? { temperature } : {}),
    ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
  };
}

/** Per-model request settings. */
export interface ChatExtras {
  readonly temperature?: number;
  readonly maxTokens?: number;
}

/** A reply, or what makes it malformed (MALFORMED texts). */
export type ParsedReply = { readonly ok: true; readonly reply: Reply } | { readonly ok: false; readonly what: string };

function parseArguments(raw: unknown, n: number, name: string): JsonObject | string {
  // An empty string is what some servers send for a call without arguments.
  if (raw === undefined || raw === null || raw === '') return {};
  if (isJsonObject(raw)) return raw;
  if (typeof raw !== 'string') return MALFORMED.callArgumentsNotJson(n, name);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return MALFORMED.callArgumentsNotJson(n, name);
  }
  return isJsonObject(value) ? value : MALFORMED.callArgumentsNotObject(n, name);
}

/**
 * A chat completion body (already JSON-decoded) as our Reply. Tool calls win over text (our Reply
 * is one or the other); a call without an id gets one from the seed (interfaces.md "Models").
 */
export function parseCompletion(body: unknown): ParsedReply {
  const choices = isJsonObject(body) ? body.choices : undefined;
  if (!Array.isArray(choices) || choices.length === 0) return { ok: false, what: MALFORMED.noChoices };
  const first: unknown = choices[0];
  const message = isJsonObject(first) ? first.message : undefined;
  if (!isJsonObject(message)) return { ok: false, what: MALFORMED.noMessage };
  const content = message.content;
  if (content !== undefined && content !== null && typeof content !== 'string') return { ok: false, what: MALFORMED.contentType };
  const rawCalls = Array.isArray(message.tool_calls) ? message.tool_calls : [];
  const calls: ReplyToolCall[] = [];
  for (let k = 0; k < rawCalls.length; k++) {
    const n = k + 1;
    const call = rawCalls[k];
    const fn = isJsonObject(call) ? call.function : undefined;
    if (!isJsonObject(call) || (call.type !== undefined && call.type !== 'function') || !isJsonObject(fn)) {
      return { ok: false, what: MALFORMED.callNotFunction(n) };
    }
    if (typeof fn.name !== 'string' || fn.name === '') return { ok: false, what: MALFORMED.callNoName(n) };
    const args = parseArguments(fn.arguments, n, fn.name);
    if (typeof args === 'string') return { ok: false, what: args };
    const id = typeof call.id === 'string' && call.id !== '' ? call.id : undefined;
    calls.push({ ...(id !== undefined ? { id } : {}), name: fn.name, arguments: args });
  }
  if (calls.length > 0) return { ok: true, reply: { toolCalls: calls } };
  return { ok: true, reply: { text: content ?? '' } };
}

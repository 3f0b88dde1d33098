// Running tool calls: script calls (tools.call) and model tool calls inside models.loop.
// tools.md "Calling tools from Lua", "What comes back", "Trusted and untrusted output", "Model tool
// calls", "Tool failures", "Local tools" (handlers run inside the calling chain; jump refused).

import { one, callable } from '../lua/calls.js';
import { LuaError } from '../lua/errors.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { thrownText } from './activate.js';
import { wrapUntrusted } from './envelope.js';
import { errorFromValue } from './error-values.js';
import { cancelled, EngineException, jumpInHandler, raise, structuredInvalidJson, toolCallFailure } from './errors.js';
import type { JsonObject, JsonValue } from './json.js';
import { fromJson } from './lua-json.js';
import type { LocalTool } from './local-tools.js';
import type { BoundSlot } from './prepare.js';
import { scalarText } from './scalar-return.js';
import { countCall } from './tool-counts.js';
import type { OnEvent } from './trace.js';
import { scriptArgs, scriptTarget, type OfferedTool, type SectionTools } from './tools.js';

/** What a call needs from the run around it. */
export interface ToolCallContext {
  readonly section: SectionTools;
  /** The run's envelope nonce. */
  readonly nonce: string;
  readonly signal: AbortSignal;
  readonly onEvent?: OnEvent | undefined;
  /** Run-wide count of local handlers running; jump refuses while it is above 0. */
  readonly handlers: { depth: number };
  /** Runs at the section's first tool call (sys.model becomes readable). */
  readonly onFirstCall?: () => void;
}

/** Rejects with kind `cancelled` when the signal fires: a tool in flight is interrupted, not waited out. */
function untilCancelled<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new EngineException(cancelled()));
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(new EngineException(cancelled()));
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (v) => { signal.removeEventListener('abort', onAbort); resolve(v); },
      (e: unknown) => { signal.removeEventListener('abort', onAbort); reject(e); },
    );
  });
}

/** A bound tool's outcome: its text, or its own failure text. Cancellation throws. */
async function runBound(slot: BoundSlot, args: JsonObject, signal: AbortSignal): Promise<{ ok: true; text: string } | { ok: false; text: string }> {
  try {
    return { ok: true, text: await untilCancelled(Promise.resolve().then(() => slot.run(args)), signal) };
  } catch (e) {
    if (e instanceof EngineException) throw e;
    return { ok: false, text: thrownText(e) };
  }
}

/** The message of whatever a handler raised, for the trace. */
function raisedText(e: unknown): string {
  if (e instanceof LuaError) {
    if (typeof e.value === 'string') return utf8Decode(e.value);
    return errorFromValue(e.value)?.message ?? String(e.value);
  }
  if (e instanceof EngineException) return e.error.message;
  return thrownText(e);
}

/**
 * Runs a local tool's handler inside the calling chain with a fresh table of the declared
 * arguments; returns its text as a byte string (nil gives ''). Errors pass through unchanged.
 */
async function runLocal(ctx: ToolCallContext, tool: LocalTool, args: JsonObject): Promise<string> {
  if (ctx.signal.aborted) raise(cancelled());
  const table = new LuaTable();
  for (const name of tool.names) if (Object.hasOwn(args, name)) table.set(utf8Encode(name), fromJson(args[name]!));
  ctx.handlers.depth++;
  let result: LuaValue;
  try {
    result = one(await callable(tool.handler)(table));
  } finally {
    ctx.handlers.depth--;
  }
  const text = scalarText(result);
  if (typeof text === 'object') raise(text);
  return text ?? '';
}

function emitResult(ctx: ToolCallContext, alias: string, outcome: { ok: true; output: JsonValue } | { ok: false; error: string }): void {
  ctx.onEvent?.({ type: 'tool.result', section: ctx.section.name, alias, ...outcome });
}

/**
 * tools.call(alias, args) from a script: plain output as a string (enveloped when untrusted),
 * structured output as a table; a bound tool's failure raises kind `tool`.
 */
export async function scriptToolCall(ctx: ToolCallContext, aliasArg: LuaValue, argsArg: LuaValue): Promise<LuaValue> {
  const target = scriptTarget(ctx.section, aliasArg);
  const args = scriptArgs(argsArg);
  countCall(ctx.section, target.alias, ctx.onFirstCall);
  ctx.onEvent?.({ type: 'tool.call', section: ctx.section.name, alias: target.alias,
    path: target.kind === 'bound' ? target.slot.path : null, by: 'script', args });
  try {
    if (target.kind === 'local') {
      const text = await runLocal(ctx, target.tool, args);
      emitResult(ctx, target.alias, { ok: true, output: utf8Decode(text) });
      return text;
    }
    const { slot } = target;
    const outcome = await runBound(slot, args, ctx.signal);
    if (!outcome.ok) raise(toolCallFailure(outcome.text));
    const text = slot.untrusted ? wrapUntrusted(outcome.text, ctx.nonce) : outcome.text;
    if (slot.output === 'structured') {
      let parsed: JsonValue;
      try {
        parsed = JSON.parse(text) as JsonValue;
      } catch {
        raise(structuredInvalidJson(target.alias));
      }
      emitResult(ctx, target.alias, { ok: true, output: parsed });
      return fromJson(parsed);
    }
    emitResult(ctx, target.alias, { ok: true, output: text });
    return utf8Encode(text);
  } catch (e) {
    emitResult(ctx, target.alias, { ok: false, error: raisedText(e) });
    throw e;
  }
}

/**
 * One model tool call (already checked against the round's offer): the text of its tool record.
 * A bound tool's failure becomes its failure text, enveloped whatever the tool's trust marking;
 * a handler's error or a cancellation raises and ends models.loop.
 */
export async function modelToolCall(ctx: ToolCallContext, tool: OfferedTool, callId: string, args: JsonObject): Promise<string> {
  countCall(ctx.section, tool.name, ctx.onFirstCall);
  const target = tool.target;
  ctx.onEvent?.({ type: 'tool.call', section: ctx.section.name, alias: tool.name,
    path: target.kind === 'bound' ? target.slot.path : null, by: 'model', callId, args });
  try {
    let text: string;
    if (target.kind === 'local') {
      text = utf8Decode(await runLocal(ctx, target.tool, args));
    } else {
      const outcome = await runBound(target.slot, args, ctx.signal);
      if (!outcome.ok) {
        emitResult(ctx, tool.name, { ok: false, error: outcome.text });
        return wrapUntrusted(outcome.text, ctx.nonce);
      }
      text = target.slot.untrusted ? wrapUntrusted(outcome.text, ctx.nonce) : outcome.text;
    }
    emitResult(ctx, tool.name, { ok: true, output: text });
    return text;
  } catch (e) {
    emitResult(ctx, tool.name, { ok: false, error: raisedText(e) });
    throw e;
  }
}

/** jump's guard: it refuses while any local handler runs, nested calls included. */
export function checkJumpAllowed(handlers: { readonly depth: number }): void {
  if (handlers.depth > 0) raise(jumpInHandler());
}

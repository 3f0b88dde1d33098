// Message lists: record shapes (reference §4.1), validation at the loop call (§4.4, first broken
// rule only) and composition of what is sent (§4.3), over a neutral view of Lua values. The Lua
// binding converts a list into Neutral values (decoding byte strings to text) and calls in here.

import {
  messageContent, messageDuplicateCallId, messageNoToolResult, messageNotTable, messageOrphanTool,
  messagePartImageUrl, messagePartNotTable, messagePartText, messagePartType, messageRoleType,
  messageRoleUnknown, messagesEmpty, messagesNotArray, messagesNotJson, messagesNotTable,
  messageSystemOutside, messageSystemParts, messageToolCallArguments, messageToolCallId,
  messageToolCallIdNotTool, messageToolCallIdType, messageToolCallName, messageToolCallNotTable,
  messageToolCallsNotAssistant, messageToolCallsType, messageToolNeedsId, type EngineError,
} from './errors.js';
import type { JsonObject, JsonValue } from './json.js';

/** A Lua value JSON cannot hold (function, userdata, thread, or a table mixing key kinds). */
export class Opaque {
  constructor(readonly luaType: string) {}
}

/**
 * A Lua value seen from TS: nil is undefined; a table whose keys are exactly 1..n is an array
 * (the empty table is `[]`); a table with only string keys is a plain object; other tables are
 * `Opaque('table')`. Numbers: integral JS numbers are Lua integers.
 */
export type Neutral = undefined | boolean | number | string | Opaque | readonly Neutral[] | NeutralObject;
export interface NeutralObject {
  readonly [key: string]: Neutral;
}

/** The Lua type name of a neutral value, telling `integer` from `number`. */
export function neutralType(v: Neutral): string {
  if (v === undefined) return 'nil';
  if (v instanceof Opaque) return v.luaType;
  if (typeof v === 'object') return 'table';
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number';
  return typeof v;
}

function isTable(v: Neutral): v is readonly Neutral[] | NeutralObject {
  return typeof v === 'object' && !(v instanceof Opaque);
}

/** True when the value converts to JSON (no opaque values, finite numbers). */
export function isJsonRepresentable(v: Neutral): boolean {
  if (v instanceof Opaque) return false;
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every(isJsonRepresentable);
  if (typeof v === 'object') return Object.values(v as NeutralObject).every(isJsonRepresentable);
  return v !== undefined;
}

/** A neutral value as JSON (call only after isJsonRepresentable); the empty table becomes `{}` when `emptyAsObject`. */
export function toJson(v: Neutral, emptyAsObject = false): JsonValue {
  if (Array.isArray(v)) return v.length === 0 && emptyAsObject ? {} : v.map((x) => toJson(x));
  if (typeof v === 'object' && !(v instanceof Opaque)) {
    return Object.fromEntries(Object.entries(v as NeutralObject).map(([k, x]) => [k, toJson(x)]));
  }
  return v === undefined || v instanceof Opaque ? null : v;
}

function fieldsOf(t: readonly Neutral[] | NeutralObject): NeutralObject {
  return Array.isArray(t) ? Object.fromEntries(t.map((x, k) => [String(k + 1), x])) : (t as NeutralObject);
}

/** A content part. reference §4.1. */
export type ContentPart =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'image_url'; readonly image_url: { readonly url: string } };

/** A call inside an assistant record. */
export interface WireToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: JsonObject;
}

/** A record as sent: only role, content, tool_calls and tool_call_id (interfaces.md "Models"). */
export interface WireMessage {
  readonly role: 'system' | 'user' | 'assistant' | 'tool';
  readonly content: string | readonly ContentPart[];
  readonly tool_calls?: readonly WireToolCall[];
  readonly tool_call_id?: string;
}

const ROLES = new Set(['system', 'user', 'assistant', 'tool']);

/** The record fields a builder sets, in order (reference §4.1; builders validate nothing). */
export function builtRecord(role: WireMessage['role'], content: Neutral, extra?: Neutral): Array<[string, Neutral]> {
  const entries: Array<[string, Neutral]> = [['role', role], ['content', content]];
  if (role === 'assistant' && extra !== undefined) entries.push(['tool_calls', extra]);
  if (role === 'tool') entries.push(['tool_call_id', extra]);
  return entries;
}

function checkContent(i: number, content: Neutral): EngineError | ContentPart[] | string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content) || content.length === 0) return messageContent(i);
  const parts: ContentPart[] = [];
  for (let j = 0; j < content.length; j++) {
    const part = content[j] as Neutral;
    if (!isTable(part)) return messagePartNotTable(i, j + 1);
    const f = fieldsOf(part);
    if (f.type === 'text') {
      if (typeof f.text !== 'string') return messagePartText(i, j + 1);
      parts.push({ type: 'text', text: f.text });
    } else if (f.type === 'image_url') {
      const image = f.image_url;
      const url = image !== undefined && isTable(image) ? fieldsOf(image).url : undefined;
      if (typeof url !== 'string') return messagePartImageUrl(i, j + 1);
      parts.push({ type: 'image_url', image_url: { url } });
    } else {
      return messagePartType(i, j + 1);
    }
  }
  return parts;
}

function checkToolCalls(i: number, calls: Neutral): EngineError | WireToolCall[] {
  if (!Array.isArray(calls)) return messageToolCallsType(i);
  const out: WireToolCall[] = [];
  for (let j = 0; j < calls.length; j++) {
    const call = calls[j] as Neutral;
    if (!isTable(call)) return messageToolCallNotTable(i, j + 1);
    const f = fieldsOf(call);
    if (typeof f.id !== 'string') return messageToolCallId(i, j + 1);
    if (typeof f.name !== 'string') return messageToolCallName(i, j + 1);
    if (f.arguments !== undefined && !isTable(f.arguments)) return messageToolCallArguments(i, j + 1);
    const args = f.arguments === undefined ? {} : toJson(f.arguments, true);
    out.push({ id: f.id, name: f.name, arguments: args as JsonObject });
  }
  return out;
}

/** Checks record `i` (1-based) of a list: its validated form, or the first broken rule (reference §4.4). */
export function checkRecord(i: number, record: Neutral): EngineError | WireMessage {
  if (!isTable(record)) return messageNotTable(i);
  const f = fieldsOf(record);
  if (typeof f.role !== 'string') return messageRoleType(i);
  if (!ROLES.has(f.role)) return messageRoleUnknown(i, f.role);
  const role = f.role as WireMessage['role'];
  const content = checkContent(i, f.content);
  if (!(typeof content === 'string' || Array.isArray(content))) return content as EngineError;
  if (f.tool_call_id !== undefined && typeof f.tool_call_id !== 'string') return messageToolCallIdType(i);
  if (role === 'tool' && typeof f.tool_call_id !== 'string') return messageToolNeedsId(i);
  let toolCalls: WireToolCall[] | undefined;
  if (f.tool_calls !== undefined) {
    const checked = checkToolCalls(i, f.tool_calls);
    if (!Array.isArray(checked)) return checked as EngineError;
    toolCalls = checked;
  }
  return {
    role,
    content,
    ...(toolCalls !== undefined ? { tool_calls: toolCalls } : {}),
    ...(typeof f.tool_call_id === 'string' ? { tool_call_id: f.tool_call_id } : {}),
  };
}

/** The first unanswered call: the earliest pending entry (a Map keeps insertion order). */
function unanswered(pending: Map<string, number>): EngineError {
  const [id, at] = pending.entries().next().value as [string, number];
  return messageNoToolResult(at, id);
}

/** The pairing rules between records as a left fold (calls answered, ids unique, no orphans). */
export class LinkState {
  private readonly pending = new Map<string, number>(); // call id -> 1-based index of its assistant record
  private readonly seen = new Set<string>();

  /** Takes record `k` (0-based) of `records`; the first broken rule, if it breaks one. */
  step(records: readonly WireMessage[], k: number): EngineError | undefined {
    const r = records[k]!;
    const n = k + 1;
    const pending = this.pending;
    if (r.tool_calls !== undefined && r.role !== 'assistant') return messageToolCallsNotAssistant(n);
    if (r.tool_call_id !== undefined && r.role !== 'tool') return messageToolCallIdNotTool(n);
    if (r.role === 'tool') {
      const id = r.tool_call_id!;
      return pending.delete(id) ? undefined : messageOrphanTool(n, id);
    }
    if (pending.size > 0) return unanswered(pending);
    const calls = r.tool_calls;
    if (calls === undefined) return undefined;
    for (let j = 0; j < calls.length; j++) {
      const id = calls[j]!.id;
      if (this.seen.has(id)) return messageDuplicateCallId(n, id);
      this.seen.add(id);
      pending.set(id, n);
    }
    return undefined;
  }

  /** The rule broken at the end of the list: a call still unanswered. */
  end(): EngineError | undefined {
    return this.pending.size > 0 ? unanswered(this.pending) : undefined;
  }
}

/** The pairing rules between records: calls answered, ids unique, no orphans. Runs every round. */
export function checkLinks(records: readonly WireMessage[]): EngineError | undefined {
  const state = new LinkState();
  for (let k = 0; k < records.length; k++) {
    const error = state.step(records, k);
    if (error !== undefined) return error;
  }
  return state.end();
}

/**
 * Validates a message list as models.loop receives it and returns its records (extra fields
 * dropped), or the first broken rule of reference §4.4.
 */
export function validateMessages(list: Neutral): { ok: true; records: WireMessage[] } | { ok: false; error: EngineError } {
  if (list instanceof Opaque && list.luaType === 'table') return { ok: false, error: messagesNotJson() };
  if (!isTable(list)) return { ok: false, error: messagesNotTable(neutralType(list)) };
  if (!isJsonRepresentable(list)) return { ok: false, error: messagesNotJson() };
  if (Array.isArray(list) && list.length === 0) return { ok: false, error: messagesEmpty() };
  if (!Array.isArray(list)) return { ok: false, error: messagesNotArray() };
  const records: WireMessage[] = [];
  for (let k = 0; k < list.length; k++) {
    const checked = checkRecord(k + 1, list[k] as Neutral);
    if ('code' in checked) return { ok: false, error: checked };
    records.push(checked);
  }
  const link = checkLinks(records);
  return link === undefined ? { ok: true, records } : { ok: false, error: link };
}

function asParts(content: string | readonly ContentPart[]): readonly ContentPart[] {
  return typeof content === 'string' ? [{ type: 'text', text: content }] : content;
}

/**
 * Composes validated records into what is sent (reference §4.3), on a copy: the leading system
 * records merge (blank-line join, plain text only), consecutive user records merge (blank line),
 * consecutive text-only assistant records merge (no separator) and an assistant text record merges
 * into a following assistant tool-call record; tool records never merge.
 */
export function composeMessages(records: readonly WireMessage[]): { ok: true; messages: WireMessage[] } | { ok: false; error: EngineError } {
  let lead = 0;
  while (lead < records.length && records[lead]!.role === 'system') lead++;
  const out: WireMessage[] = [];
  if (lead > 0) {
    if (lead >= 2) {
      const withParts = records.slice(0, lead).findIndex((r) => typeof r.content !== 'string');
      if (withParts >= 0) return { ok: false, error: messageSystemParts(withParts + 1) };
      out.push({ role: 'system', content: records.slice(0, lead).map((r) => r.content as string).join('\n\n') });
    } else {
      out.push(records[0]!);
    }
  }
  for (let k = lead; k < records.length; k++) {
    const error = composeStep(out, records, k);
    if (error !== undefined) return { ok: false, error };
  }
  return { ok: true, messages: out };
}

/** Adds record `k` (past the leading system records) to the composition `out`. */
export function composeStep(out: WireMessage[], records: readonly WireMessage[], k: number): EngineError | undefined {
  const r = records[k]!;
  if (r.role === 'system') return messageSystemOutside(k + 1);
  const prev = out[out.length - 1];
  if (prev !== undefined && prev.role === 'user' && r.role === 'user') {
    out[out.length - 1] = typeof prev.content === 'string' && typeof r.content === 'string'
      ? { role: 'user', content: prev.content + '\n\n' + r.content }
      : { role: 'user', content: [...asParts(prev.content), ...asParts(r.content)] };
  } else if (prev !== undefined && prev.role === 'assistant' && r.role === 'assistant' &&
             prev.tool_calls === undefined && typeof prev.content === 'string' && typeof r.content === 'string') {
    out[out.length - 1] = { ...r, content: prev.content + r.content };
  } else {
    out.push(r);
  }
  return undefined;
}

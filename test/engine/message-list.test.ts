// The round-to-round message list validator (runtime/engine/message-list.ts) must give exactly what
// validating the whole list afresh gives (reference §4.2: each round validates the list), whatever
// Lua code changed in between: a property test against validateMessages(toNeutral(list)).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LuaTable } from '../../runtime/lua/tables.js';
import { LuaFloat, type LuaValue } from '../../runtime/lua/values.js';
import { toNeutral } from '../../runtime/engine/lua-json.js';
import { validateMessages } from '../../runtime/engine/messages.js';
import { MessageListValidator } from '../../runtime/engine/message-list.js';

const table = (fields: Record<string, LuaValue>, arr: LuaValue[] = []): LuaTable => {
  const t = new LuaTable();
  arr.forEach((v, i) => t.set(i + 1, v));
  for (const [k, v] of Object.entries(fields)) t.set(k, v);
  return t;
};
const user = (c: string) => table({ role: 'user', content: c });
const assistantCall = (id: string) => table({ role: 'assistant', content: '', tool_calls: table({}, [table({ id, name: 'a', arguments: table({ v: 'x' }) })]) });
const toolResult = (id: string) => table({ role: 'tool', content: 'r', tool_call_id: id });

/** Values a mutation may store: valid ones, wrong types, nested tables, functions, floats. */
const anyValue = fc.oneof(
  fc.constantFrom<LuaValue>('user', 'assistant', 'tool', 'system', 'x', '', 'c1', 'c2', undefined, 1, true, new LuaFloat(2)),
  fc.constant(null).map(() => table({ type: 'text', text: 'p' })),
  fc.constant(null).map(() => table({}, [table({ type: 'text', text: 'p' })])),
  fc.constant(null).map(() => (() => undefined) as LuaValue),
);
const field = fc.constantFrom('role', 'content', 'tool_calls', 'tool_call_id', 'extra', 'arguments', 'id', 'name');

type Step =
  | { op: 'set'; record: number; key: string; value: LuaValue }
  | { op: 'deep'; record: number; key: string; value: LuaValue }
  | { op: 'append'; kind: number; id: string }
  | { op: 'replace'; record: number; kind: number; id: string }
  | { op: 'remove'; record: number }
  | { op: 'listField'; value: LuaValue }
  | { op: 'same' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('set' as const), record: fc.nat(8), key: field, value: anyValue }),
  fc.record({ op: fc.constant('deep' as const), record: fc.nat(8), key: field, value: anyValue }),
  fc.record({ op: fc.constant('append' as const), kind: fc.nat(2), id: fc.constantFrom('c1', 'c2', 'c3') }),
  fc.record({ op: fc.constant('replace' as const), record: fc.nat(8), kind: fc.nat(2), id: fc.constantFrom('c1', 'c2') }),
  fc.record({ op: fc.constant('remove' as const), record: fc.nat(8) }),
  fc.record({ op: fc.constant('listField' as const), value: anyValue }),
  fc.constant({ op: 'same' as const }),
);

const make = (kind: number, id: string) => (kind === 0 ? user('hi') : kind === 1 ? assistantCall(id) : toolResult(id));

/** The innermost table of a record on the tool_calls path, or the record itself. */
function deepTable(rec: LuaTable): LuaTable {
  const calls = rec.get('tool_calls');
  const first = calls instanceof LuaTable ? calls.get(1) : undefined;
  const args = first instanceof LuaTable ? first.get('arguments') : undefined;
  return args instanceof LuaTable ? args : first instanceof LuaTable ? first : rec;
}

function apply(list: LuaTable, s: Step): void {
  const n = list.length();
  const at = (i: number) => (n === 0 ? undefined : list.get((i % n) + 1));
  switch (s.op) {
    case 'set': { const r = at(s.record); if (r instanceof LuaTable) r.set(s.key, s.value); break; }
    case 'deep': { const r = at(s.record); if (r instanceof LuaTable) deepTable(r).set(s.key, s.value); break; }
    case 'append': list.set(n + 1, make(s.kind, s.id)); break;
    case 'replace': if (n > 0) list.set((s.record % n) + 1, make(s.kind, s.id)); break;
    case 'remove': if (n > 0) list.set(n, undefined); break;
    case 'listField': list.set('field', s.value); break;
    case 'same': break;
  }
}

describe('MessageListValidator', () => {
  it('gives exactly what a fresh validation gives after any changes between rounds', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const list = table({}, [user('go'), assistantCall('c1'), toolResult('c1')]);
        const v = new MessageListValidator();
        expect(v.validate(list)).toEqual(validateMessages(toNeutral(list)));
        for (const s of steps) {
          apply(list, s);
          expect(v.validate(list)).toEqual(validateMessages(toNeutral(list)));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('sees a change deep inside a record it validated before', () => {
    const list = table({}, [user('go'), assistantCall('c1'), toolResult('c1')]);
    const v = new MessageListValidator();
    const first = v.validate(list);
    expect(first.ok && first.records[1]!.tool_calls![0]!.arguments).toEqual({ v: 'x' });
    deepTable(list.get(2) as LuaTable).set('v', 'changed');
    const second = v.validate(list);
    expect(second.ok && second.records[1]!.tool_calls![0]!.arguments).toEqual({ v: 'changed' });
    deepTable(list.get(2) as LuaTable).set('f', (() => undefined) as LuaValue);
    const third = v.validate(list);
    expect(third.ok ? 'ok' : third.error.message).toBe('messages must be a JSON-representable table');
  });
});

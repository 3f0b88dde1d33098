// The round-to-round message list validator (runtime/engine/message-list.ts) must give exactly what
// validating the whole list afresh gives (reference §4.2: each round validates the list), whatever
// Lua code changed in between: a property test against validateMessages(toNeutral(list)).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LuaTable, tableLength, tableNext } from '../../runtime/lua/tables.js';
import { LuaFloat, type LuaValue } from '../../runtime/lua/values.js';
import { toNeutral } from '../../runtime/engine/lua-json.js';
import { composeMessages, Opaque, validateMessages } from '../../runtime/engine/messages.js';
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
  const n = tableLength(list);
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

  it('composes each round exactly as composing a fresh validation does', () => {
    const fresh = (list: LuaTable) => {
      const checked = validateMessages(toNeutral(list));
      return checked.ok ? composeMessages(checked.records) : checked;
    };
    const system = (c: string) => table({ role: 'system', content: c });
    const assistantText = (c: string) => table({ role: 'assistant', content: c });
    const kinds = fc.constantFrom('user', 'system', 'text', 'call', 'result');
    const extra: fc.Arbitrary<Step | { op: 'push'; kind: string; id: string }> = fc.oneof(
      step,
      fc.record({ op: fc.constant('push' as const), kind: kinds, id: fc.constantFrom('c1', 'c2', 'c3') }),
    );
    fc.assert(
      fc.property(fc.array(extra, { maxLength: 30 }), (steps) => {
        const list = table({}, [system('s'), user('go'), assistantCall('c1'), toolResult('c1')]);
        const v = new MessageListValidator();
        expect(v.round(list)).toEqual(fresh(list));
        for (const s of steps) {
          if (s.op === 'push') {
            const n = tableLength(list);
            const rec = s.kind === 'user' ? user('u') : s.kind === 'system' ? system('s') : s.kind === 'text' ? assistantText('t')
              : s.kind === 'call' ? assistantCall(s.id) : toolResult(s.id);
            list.set(n + 1, rec);
          } else apply(list, s);
          const got = v.round(list);
          expect(got).toEqual(fresh(list));
          // What the model is given is its own copy: changing it changes nothing in later rounds.
          if (got.ok) got.messages.push({ role: 'user', content: 'stray' });
        }
      }),
      { numRuns: 400 },
    );
  });

  it('appends a tool round whose validated forms are what a fresh validation gives, and still sees later changes', () => {
    // Arguments as a model may send them: nested empty objects and arrays (which become `[]` in
    // Lua), integral floats, big numbers, non-ASCII and lone surrogates, and non-objects.
    const json: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        fc.constantFrom<unknown>(1, 1.5, 2.0, 1e20, -0, 0, true, false, null, '', 'x', 'é\u{1F600}', '\uD800'),
        fc.array(tie('value'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('v', '1', 'n', 'ü'), tie('value'), { maxKeys: 3 }),
      ),
    })).value;
    // Flat objects too (the common case, converted without the trip through Lua when it is a plain copy).
    const scalar = fc.oneof(fc.string({ unit: 'binary', maxLength: 4 }), fc.constantFrom<unknown>(1, 2.5, 1e300, -0, 2 ** 60, true, false, null, Infinity));
    const flatKey = fc.oneof(fc.constantFrom('v', 'w', '2', 'B', '_', '__proto__', 'é', '\uE000', '\u{1F600}', '\uD800', ''), fc.string({ unit: 'binary', maxLength: 3 }));
    const args = fc.oneof(fc.dictionary(fc.constantFrom('v', 'w', '2'), json, { maxKeys: 3 }), json, fc.dictionary(flatKey, scalar, { maxKeys: 5 }));
    const call = fc.record({ name: fc.constantFrom('a', 'b', 'ß'), arguments: args }, { requiredKeys: ['name'] });
    const round = fc.array(fc.record({ call, id: fc.constantFrom('c1', 'c2', 'c3', 'd\uDC00'), result: fc.constantFrom('r', '', 'ü\uD800') }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(round, { minLength: 1, maxLength: 3 }), fc.array(step, { maxLength: 4 }), (rounds, steps) => {
        const list = table({}, [user('go')]);
        const v = new MessageListValidator();
        expect(v.round(list).ok).toBe(true);
        for (const r of rounds) {
          v.appendToolRound(list, r.map((x) => x.call as never), r.map((x) => x.id), r.map((x) => x.result));
          expect(v.validate(list)).toEqual(validateMessages(toNeutral(list)));
        }
        for (const s of steps) {
          apply(list, s);
          expect(v.validate(list)).toEqual(validateMessages(toNeutral(list)));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('gives the arguments of a tool round in bytewise key order with the text UTF-8 gives back', () => {
    const list = table({}, [user('go')]);
    const v = new MessageListValidator();
    v.round(list);
    v.appendToolRound(list, [
      { name: 'a', arguments: { z: 1, '\uE000': 'a', '\u{1F600}': 'b', é: true } },
      { name: 'a', arguments: { '\uD800': 'x', v: 'lone \uDC00' } },
      { name: 'a', arguments: { n: 2 ** 60, f: 0.5, e: {} } },
    ], ['c1', 'c2', 'c3'], ['r', 'r', 'r']);
    const got = v.validate(list);
    expect(got).toEqual(validateMessages(toNeutral(list)));
    const args = got.ok ? got.records[1]!.tool_calls!.map((c) => c.arguments) : [];
    expect(args.map((a) => Object.keys(a))).toEqual([['z', 'é', '\uE000', '\u{1F600}'], ['v', '\uFFFD'], ['e', 'f', 'n']]);
  });

  it('sees a change to a record of a tool round it appended', () => {
    const list = table({}, [user('go')]);
    const v = new MessageListValidator();
    expect(v.round(list).ok).toBe(true);
    v.appendToolRound(list, [{ name: 'a', arguments: { v: 'x', n: 2, deep: {} } }], ['c1'], ['r']);
    const first = v.validate(list);
    expect(first).toEqual(validateMessages(toNeutral(list)));
    expect(first.ok && first.records.map((r) => r.role)).toEqual(['user', 'assistant', 'tool']);
    // The validated records are shared by later rounds and trace events: frozen to the leaves.
    expect(first.ok && Object.isFrozen(first.records[1]!.tool_calls![0]!.arguments)).toBe(true);
    const args = ((list.get(2) as LuaTable).get('tool_calls') as LuaTable).get(1) as LuaTable;
    (args.get('arguments') as LuaTable).set('v', 'changed');
    expect(v.validate(list)).toEqual(validateMessages(toNeutral(list)));
    (list.get(3) as LuaTable).set('tool_call_id', 'c9');
    const broken = v.validate(list);
    expect(broken).toEqual(validateMessages(toNeutral(list)));
    expect(broken.ok).toBe(false);
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

describe('toNeutral', () => {
  const keyed = (pairs: [number, string][]): LuaTable => {
    const t = new LuaTable();
    for (const [k, v] of pairs) t.set(k, v);
    return t;
  };

  it('a table whose keys are exactly 1..n is a list, in whatever order they were set', () => {
    expect(toNeutral(keyed([[3, 'c'], [1, 'a'], [2, 'b']]))).toEqual(['a', 'b', 'c']);
    expect(toNeutral(keyed([[1, 'a'], [2, 'b'], [3, 'c']]))).toEqual(['a', 'b', 'c']);
  });

  it('integer keys with a gap are opaque, even where `#t` finds a border equal to their count', () => {
    // {nil, 'b', 'c', [5] = 'e'}: three keys, and `#t` is 3 (t[3] set, t[4] nil)
    const gapped = () => {
      const t = keyed([[1, 'a'], [2, 'b'], [3, 'c'], [5, 'e']]);
      t.set(1, undefined);
      return t;
    };
    expect(tableLength(gapped())).toBe(3);
    expect(toNeutral(gapped())).toMatchObject({ luaType: 'table' });
    expect(toNeutral(keyed([[1, 'a'], [2, 'b'], [4, 'd']]))).toMatchObject({ luaType: 'table' });
  });

  it('gives, for tables built by any sets and deletes, what a traversal with next gives', () => {
    // The oracle: every key `next` visits; none is []; exactly 1..n a list; only strings an object
    // (keys bytewise); anything else opaque. Nested tables one level deep.
    const oracle = (t: LuaTable): unknown => {
      const pairs: [LuaValue, LuaValue][] = [];
      for (let e = tableNext(t, undefined); e !== undefined; e = tableNext(t, e[0])) pairs.push(e);
      const conv = (v: LuaValue): unknown => (v instanceof LuaTable ? oracle(v) : typeof v === 'string' ? v : v);
      if (pairs.every(([k]) => typeof k === 'number') && pairs.every(([k]) => Number.isInteger(k) && (k as number) >= 1 && (k as number) <= pairs.length)) {
        return [...pairs].sort(([a], [b]) => (a as number) - (b as number)).map(([, v]) => conv(v));
      }
      if (pairs.every(([k]) => typeof k === 'string')) {
        return Object.fromEntries([...pairs].sort(([a], [b]) => ((a as string) < (b as string) ? -1 : 1)).map(([k, v]) => [k, conv(v)]));
      }
      return { luaType: 'table' };
    };
    const key = fc.oneof(fc.integer({ min: 1, max: 6 }), fc.constantFrom<LuaValue>('a', 'b', 'B', '1', 'zz', 2.5, true));
    const value = fc.oneof(fc.constantFrom<LuaValue>('x', 'y', 3, undefined, undefined), fc.constant(null).map(() => table({ k: 'v' })));
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 14 }), (sets) => {
        const t = new LuaTable();
        for (const [k, v] of sets) t.set(k, v);
        const got = toNeutral(t);
        expect(got instanceof Opaque ? { luaType: got.luaType } : got).toEqual(oracle(t));
      }),
      { numRuns: 500 },
    );
  });
});

// Message lists: builders' record shapes (reference §4.1), validation (§4.4, first broken rule) and
// composition (§4.3), over the neutral view of Lua values.
import { describe, expect, it } from 'vitest';
import { builtRecord, composeMessages, Opaque, validateMessages, type Neutral, type WireMessage } from '../../runtime/engine/messages.js';

function fail(list: Neutral): string {
  const r = validateMessages(list);
  if (r.ok) throw new Error('expected a validation error');
  expect(r.error.kind).toBe('lua');
  return r.error.message;
}
function records(list: Neutral): WireMessage[] {
  const r = validateMessages(list);
  if (!r.ok) throw new Error(r.error.message);
  return r.records;
}
const call = (id: string, name = 'fetch', args: Neutral = { url: 'x' }) => ({ id, name, arguments: args });

describe('builders', () => {
  it('set role, content and only the fields passed', () => {
    expect(builtRecord('user', 'hi')).toEqual([['role', 'user'], ['content', 'hi']]);
    expect(builtRecord('assistant', 'ok')).toEqual([['role', 'assistant'], ['content', 'ok']]);
    expect(builtRecord('assistant', '', [call('c1')])).toEqual([['role', 'assistant'], ['content', ''], ['tool_calls', [call('c1')]]]);
    expect(builtRecord('tool', 'r', 'c1')).toEqual([['role', 'tool'], ['content', 'r'], ['tool_call_id', 'c1']]);
  });
});

describe('validation, list level', () => {
  it('reports the first broken list rule', () => {
    expect(fail(undefined)).toBe('messages must be a table of message tables, got nil');
    expect(fail(3)).toBe('messages must be a table of message tables, got integer');
    expect(fail('x')).toBe('messages must be a table of message tables, got string');
    expect(fail([{ role: 'user', content: new Opaque('function') }])).toBe('messages must be a JSON-representable table');
    expect(fail(new Opaque('table'))).toBe('messages must be a JSON-representable table');
    expect(fail(new Opaque('function'))).toBe('messages must be a table of message tables, got function');
    expect(fail([])).toBe('messages must not be empty');
    expect(fail({ first: { role: 'user', content: 'x' } })).toBe('messages must be an array of message tables');
  });
});

describe('validation, records', () => {
  it.each<[Neutral, string]>([
    [['hi'], 'messages[1] must be a message table'],
    [[{ content: 'x' }], 'messages[1] role must be a string, one of: system, user, assistant, tool'],
    [[{ role: 'robot', content: 'x' }], 'messages[1] role "robot" is unknown; known roles: system, user, assistant, tool'],
    [[{ role: 'user' }], 'messages[1] content must be a string or a non-empty array of content parts'],
    [[{ role: 'user', content: [] }], 'messages[1] content must be a string or a non-empty array of content parts'],
    [[{ role: 'user', content: ['x'] }], 'messages[1] content[1] must be a content part table'],
    [[{ role: 'user', content: [{ type: 'audio' }] }], 'messages[1] content[1] type must be "text" or "image_url"'],
    [[{ role: 'user', content: [{ type: 'text', text: 1 }] }], 'messages[1] content[1] text must be a string'],
    [[{ role: 'user', content: [{ type: 'image_url', image_url: {} }] }], 'messages[1] content[1] image_url must be a table with a string url'],
    [[{ role: 'tool', content: 'x', tool_call_id: 5 }], 'messages[1] tool_call_id must be a string'],
    [[{ role: 'tool', content: 'x' }], 'messages[1] is a tool message and must set a string tool_call_id'],
    [[{ role: 'assistant', content: '', tool_calls: 'x' }], 'messages[1] tool_calls must be an array'],
    [[{ role: 'assistant', content: '', tool_calls: ['x'] }], 'messages[1] tool_calls[1] must be a table'],
    [[{ role: 'assistant', content: '', tool_calls: [{ name: 'f' }] }], 'messages[1] tool_calls[1] must set a string id'],
    [[{ role: 'assistant', content: '', tool_calls: [{ id: 'c' }] }], 'messages[1] tool_calls[1] must set a string name'],
    [[{ role: 'assistant', content: '', tool_calls: [{ id: 'c', name: 'f', arguments: 'x' }] }], 'messages[1] tool_calls[1] arguments must be a table'],
  ])('%j', (list, message) => {
    expect(fail(list)).toBe(message);
  });
});

describe('validation, links between records', () => {
  it.each<[Neutral, string]>([
    [[{ role: 'user', content: 'x', tool_calls: [] }], 'messages[1] sets tool_calls but is not an assistant message'],
    [[{ role: 'user', content: 'x', tool_call_id: 'c' }], 'messages[1] sets a tool_call_id but is not a tool message'],
    [[{ role: 'user', content: 'q' }, { role: 'assistant', content: '', tool_calls: [call('c1')] }], 'messages[2] tool call "c1" has no tool result'],
    [[{ role: 'assistant', content: '', tool_calls: [call('c1'), call('c2')] }, { role: 'tool', content: 'r', tool_call_id: 'c1' }, { role: 'user', content: 'x' }],
      'messages[1] tool call "c2" has no tool result'],
    [[{ role: 'user', content: 'q' }, { role: 'tool', content: 'r', tool_call_id: 'c9' }],
      'messages[2] is an orphan tool record: no pending assistant tool call with id "c9"'],
    [[{ role: 'assistant', content: '', tool_calls: [call('c1')] }, { role: 'tool', content: 'r', tool_call_id: 'c1' },
      { role: 'assistant', content: '', tool_calls: [call('c1')] }], 'messages[3] tool call id "c1" duplicates an earlier tool call'],
  ])('%j', (list, message) => {
    expect(fail(list)).toBe(message);
  });

  it('accepts a whole tool round and drops extra fields', () => {
    const list = [
      { role: 'user', content: 'q', note: 'dropped' },
      { role: 'assistant', content: '', tool_calls: [call('c1'), { id: 'c2', name: 'search' }] },
      { role: 'tool', content: 'r1', tool_call_id: 'c1' },
      { role: 'tool', content: 'r2', tool_call_id: 'c2' },
      { role: 'assistant', content: 'done' },
    ];
    expect(records(list)).toEqual([
      { role: 'user', content: 'q' },
      { role: 'assistant', content: '', tool_calls: [{ id: 'c1', name: 'fetch', arguments: { url: 'x' } }, { id: 'c2', name: 'search', arguments: {} }] },
      { role: 'tool', content: 'r1', tool_call_id: 'c1' },
      { role: 'tool', content: 'r2', tool_call_id: 'c2' },
      { role: 'assistant', content: 'done' },
    ]);
  });
});

describe('composition', () => {
  function compose(list: Neutral): WireMessage[] | string {
    const r = composeMessages(records(list));
    return r.ok ? r.messages : r.error.message;
  }
  it('merges the leading system block, user runs and assistant text', () => {
    expect(compose([
      { role: 'system', content: 'a' }, { role: 'system', content: 'b' },
      { role: 'user', content: 'u1' }, { role: 'user', content: 'u2' },
      { role: 'assistant', content: 'x' }, { role: 'assistant', content: 'y' },
      { role: 'assistant', content: 'z', tool_calls: [call('c1')] },
      { role: 'tool', content: 'r', tool_call_id: 'c1' },
      { role: 'user', content: 'more' },
    ])).toEqual([
      { role: 'system', content: 'a\n\nb' },
      { role: 'user', content: 'u1\n\nu2' },
      { role: 'assistant', content: 'xyz', tool_calls: [{ id: 'c1', name: 'fetch', arguments: { url: 'x' } }] },
      { role: 'tool', content: 'r', tool_call_id: 'c1' },
      { role: 'user', content: 'more' },
    ]);
  });
  it('merges user content parts and never merges tool records', () => {
    expect(compose([{ role: 'user', content: 'see' }, { role: 'user', content: [{ type: 'image_url', image_url: { url: 'u' } }] }])).toEqual([
      { role: 'user', content: [{ type: 'text', text: 'see' }, { type: 'image_url', image_url: { url: 'u' } }] },
    ]);
  });
  it('refuses system records it cannot compose', () => {
    expect(compose([{ role: 'system', content: 'a' }, { role: 'system', content: [{ type: 'text', text: 'b' }] }]))
      .toBe('messages[2] is a system message with content parts; only plain text system messages can be composed');
    expect(compose([{ role: 'user', content: 'a' }, { role: 'system', content: 'b' }]))
      .toBe('messages[2] is a system message outside the leading system block');
  });
});

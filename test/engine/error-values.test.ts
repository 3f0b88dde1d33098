// Error values as Lua tables (reference §8.1): fields, tostring, concatenation, reading back.
import { describe, expect, it } from 'vitest';
import { concat } from '../../runtime/lua/concat.js';
import { LuaError } from '../../runtime/lua/errors.js';
import { tostr } from '../../runtime/lua/strings.js';
import { LuaTable, stringKeysInOrder } from '../../runtime/lua/tables.js';
import { errorFromValue, errorTable, luaErrorFor, toLuaThrow, withErrorConcat } from '../../runtime/engine/error-values.js';
import { base_getmetatable } from '../../runtime/lua/stdlib/base.js';
import { EngineException, outOfScopeTool, storeAnchorRepeated, toolCallFailure, uncaughtRunKind } from '../../runtime/engine/errors.js';

describe('error tables', () => {
  it('hold kind, message and name, and tostring to the message', () => {
    const e = outOfScopeTool('browse', ['search'], false);
    const t = errorTable(e);
    expect(t.getStr('kind')).toBe('out_of_scope_tool');
    expect(t.getStr('name')).toBe('browse');
    expect(tostr(t)).toBe(e.message);
  });

  it('concatenate as their message on either side, once a module that can concatenate them was loaded', () => {
    const early = errorTable(toolCallFailure('nope'));
    // no prompt with `..` or getmetatable loaded yet: nothing can reach __concat, and it is absent
    expect((base_getmetatable(early) as LuaTable).getStr('__concat')).toBeUndefined();
    expect(withErrorConcat('parts')).toBe('parts');
    // error values made before get it too
    expect(stringKeysInOrder(base_getmetatable(early) as LuaTable)).toEqual(['__concat', '__tostring']);
    expect(concat(early, '!')).toBe('tool call failure: nope!');
    const t = errorTable(toolCallFailure('nope'));
    expect(concat('could not fetch: ', t)).toBe('could not fetch: tool call failure: nope');
    expect(concat(t, 1)).toBe('tool call failure: nope1');
    expect(() => concat(t, true)).toThrow(LuaError);
  });

  it('encode text as UTF-8 byte strings and keep numeric fields', () => {
    const t = errorTable(storeAnchorRepeated('é.md', 'x', 2));
    expect(t.getStr('path')).toBe('\u00c3\u00a9.md');
    expect(t.getStr('count')).toBe(2);
  });

  it('are thrown as LuaError with a table value, and read back by kind', () => {
    const thrown = toLuaThrow(new EngineException(toolCallFailure('x')));
    expect(thrown).toBeInstanceOf(LuaError);
    const back = errorFromValue((thrown as LuaError).value);
    expect(back).toMatchObject({ kind: 'tool', message: 'tool call failure: x' });
    expect(uncaughtRunKind(back!, false)).toBe('Tool');
    expect(errorFromValue(luaErrorFor(storeAnchorRepeated('é', 'a', 3)).value)?.fields).toEqual({ reason: 'anchor', path: 'é', anchor: 'a', count: 3 });
    expect(errorFromValue('plain string')).toBeUndefined();
    expect(toLuaThrow('other')).toBe('other');
  });
});

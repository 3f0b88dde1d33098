// descArgs (compiler/lua/generate/shared/describe.ts) builds its text in a loop rather than with
// map/join (for V8's optimizer, see its comment); the text must stay what the operator calls expect.
import { describe, expect, it } from 'vitest';
import { descArgs } from '../../compiler/lua/generate/shared/describe.js';

describe('descArgs', () => {
  it('gives one ", desc" per description and drops only the trailing undefineds', () => {
    expect(descArgs()).toBe('');
    expect(descArgs(undefined)).toBe('');
    expect(descArgs(undefined, undefined)).toBe('');
    expect(descArgs('"a"')).toBe(', "a"');
    expect(descArgs('"a"', undefined)).toBe(', "a"');
    expect(descArgs(undefined, '"b"')).toBe(', undefined, "b"');
    expect(descArgs('"a"', undefined, '"c"', undefined)).toBe(', "a", undefined, "c"');
  });
});

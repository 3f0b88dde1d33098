// isJsName (the code generator's plain-name check) against the regex it replaces.
import { describe, expect, it } from 'vitest';
import { isJsName } from '../../compiler/lua/generate/shared/js-name.js';

const NAME = /^[A-Za-z_$][\w$]*$/;

describe('isJsName', () => {
  it('agrees with /^[A-Za-z_$][\\w$]*$/', () => {
    const fixed = ['', 'a', 'Z', '_', '$', '$va', 'a1', '1a', '9', 'a-b', 'a b', 'é', 'aé', '$line', '__proto__', 'x.y', '(a)', 'a\n', '\u0661', 'a\u0661'];
    // every char code 0..0x17f in first and second position, and random mixes of the interesting ones
    const chars = '09AZaz_$-.@`[{/:\u00e9\u0130 ';
    const random: string[] = [];
    let seed = 1;
    for (let i = 0; i < 2000; i++) {
      let s = '';
      const n = i % 6;
      for (let j = 0; j < n; j++) {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        s += chars[seed % chars.length];
      }
      random.push(s);
    }
    const single = Array.from({ length: 0x180 }, (_, c) => String.fromCharCode(c));
    for (const s of [...fixed, ...random, ...single, ...single.map((c) => 'a' + c)]) {
      expect(isJsName(s), JSON.stringify(s)).toBe(NAME.test(s));
    }
  });
});

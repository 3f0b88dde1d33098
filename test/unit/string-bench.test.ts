// Timing of bench/programs/{patterns,strings}.lua with this string library (STRING_BENCH=1 only).
import { describe, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { runSource } from '../support/lua-runner.js';

describe.runIf(process.env.STRING_BENCH)('string library timing', () => {
  for (const name of ['patterns', 'strings']) {
    it(name, async () => {
      const file = new URL(`../../bench/programs/${name}.lua`, import.meta.url);
      const src = readFileSync(file);
      let t = performance.now();
      const r = spawnSync('lua5.4', [file.pathname], { encoding: 'latin1' });
      const lua = performance.now() - t;
      for (let k = 0; k < 3; k++) {
        t = performance.now();
        const ours = await runSource(src, `${name}.lua`);
        const dt = performance.now() - t;
        console.log(`${name}: ours ${dt.toFixed(0)} ms, lua5.4 ${lua.toFixed(0)} ms, same output: ${ours.stdout === r.stdout}`);
      }
    }, 300_000);
  }
});

// Source maps through a rollup bundle (issue #6 item 4): a prompt bundled with the runtime, run by
// `node --enable-source-maps` in a child process, reports `failing.prompt.md:LINE` both in its run
// error and in a JS stack trace taken while the prompt's block is on the stack.
import { afterAll, describe, expect, it } from 'vitest';
import { rollup } from 'rollup';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import promptforge from '../../compiler/bundler/rollup.js';
import { fixtureDir, isExternal, selfResolve, removeFixtureDirs } from './bundle-support.js';

const FAILING = `---
name: failing
description: Fails on purpose
promptforge: 0
plugins:
  - acme/probe
tools:
  probe: acme/probe/stack
---

# Failing

## Probe

\`\`\`lua
local trace = tools.call('probe', {})
if args == 'fail' then
  error('boom')
end
return trace
\`\`\`
`;
const CALL_LINE = 16;
const ERROR_LINE = 18;

// A trusted tool that answers with the JS stack at the moment the prompt calls it.
const ENTRY = `import { run } from './failing.prompt.md';
const probe = {
  id: 'acme/probe',
  tools: [{ name: 'stack', description: 'The JS stack', parameters: { type: 'object' }, trust: 'trusted',
    run: async () => new Error('probe').stack }],
};
for (const args of ['', 'fail']) console.log(JSON.stringify(await run({ args, config: { plugins: [probe] } })));
`;

afterAll(removeFixtureDirs);

describe('source maps in a bundle', () => {
  it('a failing prompt reports file.md:LINE in its error and in a stack trace under node --enable-source-maps', async () => {
    const dir = fixtureDir({ 'failing.prompt.md': FAILING, 'entry.js': ENTRY });
    const bundle = await rollup({ input: join(dir, 'entry.js'), plugins: [promptforge(), selfResolve()], external: isExternal });
    await bundle.write({ file: join(dir, 'bundle.mjs'), format: 'es', sourcemap: true });
    await bundle.close();

    const { stdout } = await promisify(execFile)(process.execPath, ['--enable-source-maps', join(dir, 'bundle.mjs')], { cwd: dir });
    const [traced, failed] = stdout.trim().split('\n').map((l) => JSON.parse(l) as { ok: boolean; result?: string; error?: { message: string; line?: number } });
    expect(traced!.ok).toBe(true);
    // the frame of the prompt's block, mapped back through the bundle into the .md
    expect(traced!.result).toMatch(new RegExp(`failing\\.prompt\\.md:${CALL_LINE}:\\d+`));
    expect(failed).toEqual({ ok: false, error: { phase: 'run', kind: 'Runtime', message: `failing.prompt.md:${ERROR_LINE}: boom`, line: ERROR_LINE } });
  });
});

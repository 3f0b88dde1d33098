// Types of compiled prompts (issue #6 item 3): `promptforge compile --dts` writes `<stem>.d.ts`, and
// a small TypeScript project that imports compiled modules, a `*.prompt.md` module (through
// `promptforge-js/client`), a prompt import with the plugin's `dts` declarations, and the package API type-checks with `tsc --noEmit`, while each misuse
// marked `// error` is reported on exactly its line.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { rollup } from 'rollup';
import promptforge from '../../compiler/bundler/rollup.js';

const exec = promisify(execFile);
const repo = fileURLToPath(new URL('../../', import.meta.url));

const GREET = `---
name: greet
description: Says hello
promptforge: 0
---

# Greet

## Hello

\`\`\`lua
return 'hello ' .. args
\`\`\`
`;

const ASK = `---
name: ask
description: Asks the writer
promptforge: 0
models:
  writer:
    description: writes the answer
---

# Ask

## Ask

\`\`\`lua
models.use('writer')
local msgs = messages.new():user(args)
models.loop(msgs)
return msgs[#msgs].content
\`\`\`
`;

const GOOD = `import greet, { name, plugins, run as greetRun } from './greet.js';
import { models, run as askRun, type Role } from './ask.js';
import notes, { run as notesRun } from './notes.prompt.md';
import { name as askName, run as askPrompt } from './ask.prompt.md';
import { createFetchHandler, createNodeHandler, defineConfig, definePlugin, run, scriptedModel, type RunOutcome } from 'promptforge-js';
import { createFetchHandler as edgeHandler } from 'promptforge-js/handlers';
import vitePlugIn from 'promptforge-js/vite';
import rollupPlugIn from 'promptforge-js/rollup';

export const bundlerPlugins = [vitePlugIn({ include: ['**/*.md'] }), rollupPlugIn({ exclude: /draft/ })];

const hello: 'greet' = name;
const none: readonly [] = plugins;
const role: Role = 'writer';
const label: 'writer' = models[0].label;
const writer = scriptedModel([{ text: 'hi' }]);

const kit = definePlugin({
  id: 'acme/kit',
  tools: [{ name: 'echo', description: 'Echo', parameters: { type: 'object' }, run: async (args) => JSON.stringify(args) }],
});
const config = defineConfig({ plugins: [kit], models: { writer }, seed: 7, limits: { rounds: 3 } });

export async function main(): Promise<string | null> {
  const first: RunOutcome = await greetRun({ args: 'x', seed: 1 });
  const second = await askRun({ args: 'q', config: { models: { writer } } });
  const third = await run(greet, { config });
  await notesRun();
  const exact: 'ask' = askName;
  await askPrompt({ config: { models: { writer } } });
  void exact;
  await run(notes, { args: '' });
  createNodeHandler(greet, { config, maxBodyBytes: 1024 });
  const handle: (request: Request) => Promise<Response> = createFetchHandler(greet);
  void edgeHandler(greet, { maxBodyBytes: 10 });
  void [hello, none, role, label, handle, third];
  if (!second.ok) return \`\${second.error.phase} \${second.error.kind}: \${second.error.message} \${second.error.line ?? ''}\`;
  return first.ok ? first.result : null;
}
`;

const BAD = `import { name, run as greetRun } from './greet.js';
import { run as askRun } from './ask.js';
import { run as notesRun } from './notes.prompt.md';
import { run as askPrompt } from './ask.prompt.md';
import { createFetchHandler, defineConfig, definePlugin, scriptedModel } from 'promptforge-js';
import greet from './greet.js';
import viteP from 'promptforge-js/vite';

const writer = scriptedModel([{ text: 'hi' }]);
export async function misuse(): Promise<void> {
  await greetRun({ args: 42 }); // error
  await askRun({ args: 'q' }); // error
  await askRun({ config: { models: { editor: writer } } }); // error
  const other: 'other' = name; // error
  await notesRun({ args: 1 }); // error
  await askPrompt({ args: 'no model for the writer role' }); // error
  const text: string = (await greetRun()).result; // error
  createFetchHandler(greet, { maxBodyBytes: '1MB' }); // error
  void other;
  void text;
}
definePlugin({ id: 'acme/kit', tools: [{ name: 't', description: 'd', parameters: {}, run: () => 42 }] }); // error
defineConfig({ seed: true }); // error
viteP({ include: 5 }); // error
`;

let project: string;
let compiled: { stdout: string; stderr: string };

beforeAll(async () => {
  project = mkdtempSync(join(tmpdir(), 'pf-dts-'));
  const src = join(project, 'src');
  mkdirSync(join(project, 'node_modules'));
  mkdirSync(src);
  // the package as a dependency (its exports point at dist/), and Node's types for its handlers
  symlinkSync(repo, join(project, 'node_modules', 'promptforge-js'), 'dir');
  symlinkSync(join(repo, 'node_modules', '@types'), join(project, 'node_modules', '@types'), 'dir');
  writeFileSync(join(project, 'greet.md'), GREET);
  writeFileSync(join(project, 'ask.md'), ASK);
  compiled = await exec(process.execPath, [join(repo, 'bin/promptforge.js'), 'compile', 'greet.md', 'ask.md', '-o', 'src', '--dts'], { cwd: project });
  // the rollup plugin's `dts` option: src/ask.prompt.d.md.ts, exact types for `./ask.prompt.md`
  writeFileSync(join(src, 'ask.prompt.md'), ASK);
  const bundle = await rollup({ input: join(src, 'ask.prompt.md'), plugins: [promptforge({ dts: true })], external: () => true });
  await bundle.close();
  writeFileSync(join(src, 'good.ts'), GOOD);
  writeFileSync(join(src, 'bad.ts'), BAD);
  writeFileSync(join(project, 'tsconfig.json'), JSON.stringify({
    compilerOptions: {
      strict: true, noEmit: true, target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext',
      lib: ['ES2022', 'DOM'], types: ['node', 'promptforge-js/client'], skipLibCheck: false,
      allowArbitraryExtensions: true,
    },
    include: ['src'],
  }));
}, 120_000);
// the project's node_modules links are removed, never followed
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** `tsc --noEmit` on the project: each error as `file:line TScode`. */
async function typeErrors(): Promise<string[]> {
  const tsc = join(repo, 'node_modules/typescript/bin/tsc');
  const result = await exec(process.execPath, [tsc, '-p', '.', '--pretty', 'false'], { cwd: project }).then(
    (r) => r.stdout,
    (e: { stdout: string }) => e.stdout,
  );
  return result.split('\n').filter((l) => / error TS\d+/.test(l)).map((l) => {
    const m = /^(.*?)\((\d+),\d+\): error (TS\d+)/.exec(l);
    return m ? `${m[1]!.replace(/\\/g, '/')}:${m[2]}` : l;
  });
}

describe('declaration files', () => {
  it('compile --dts writes <stem>.d.ts with literal facts and the roles run() needs', () => {
    expect(compiled.stderr).toBe('');
    const ask = readFileSync(join(project, 'src/ask.d.ts'), 'utf8');
    expect(ask).toContain('export declare const name: "ask";');
    expect(ask).toContain('export type Role = "writer";');
    expect(ask).toMatch(/export declare function run\(options: Options\): Promise<RunOutcome>;/);
    const greet = readFileSync(join(project, 'src/greet.d.ts'), 'utf8');
    expect(greet).toMatch(/export declare function run\(options\?: Options\): Promise<RunOutcome>;/);
  });

  it('a consumer project type-checks, and every misuse is an error on its own line', async () => {
    const expected = BAD.split('\n').flatMap((line, i) => (line.endsWith('// error') ? [`src/bad.ts:${i + 1}`] : []));
    expect(expected).toHaveLength(11);
    expect(await typeErrors()).toEqual(expected);
  }, 120_000);

  it('the package exports load in Node: handlers, rollup and vite entries', async () => {
    const script = `const h = await import('promptforge-js/handlers'); const r = await import('promptforge-js/rollup');
      const v = await import('promptforge-js/vite');
      console.log(typeof h.createFetchHandler, typeof h.createNodeHandler, r.default().name, v.default().enforce);`;
    const { stdout } = await exec(process.execPath, ['--input-type=module', '-e', script], { cwd: project });
    expect(stdout.trim()).toBe('function function promptforge pre');
  }, 60_000);
});

// promptforge-js/rollup (issue #6 item 1): `.prompt.md` imports compile at build time into a module
// with the prompt as default export, frontmatter facts and a bound `run` as named exports; parse
// errors carry file, line and column; the include/exclude filter decides which `.md` files compile.
import { afterAll, describe, expect, it } from 'vitest';
import { rollup, type RollupError } from 'rollup';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import promptforge from '../../compiler/bundler/rollup.js';
import { fixtureDir, GREET, isExternal, selfResolve, removeFixtureDirs } from './bundle-support.js';

let bundles = 0;

/** Bundles `entry` (in `dir`) to one ES module file and imports it; `external`: promptforge-js stays out. */
async function bundleAndImport(dir: string, entry: string, options: Parameters<typeof promptforge>[0] = {}, external = true): Promise<Record<string, unknown>> {
  const bundle = await rollup({ input: join(dir, entry), plugins: [promptforge(options), selfResolve({ external })], external: isExternal });
  const out = join(dir, `bundle-${++bundles}.mjs`);
  await bundle.write({ file: out, format: 'es' });
  await bundle.close();
  return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
}

afterAll(removeFixtureDirs);

describe('rollup plugin', () => {
  it('compiles a .prompt.md import into the prompt, its frontmatter facts and a bound run', async () => {
    const dir = fixtureDir({
      'greet.prompt.md': GREET,
      'entry.js': `import greet, { name, description, plugins, tools, models, run } from './greet.prompt.md';
import { run as runPrompt } from 'promptforge-js';
export const viaApi = (args) => runPrompt(greet, { args });
export { name, description, plugins, tools, models, run };`,
    });
    // the package stays outside the bundle: the prompt and `run` share its one runtime
    const mod = await bundleAndImport(dir, 'entry.js');
    expect(mod.name).toBe('greet');
    expect(mod.description).toBe('Says hello to the argument string');
    expect([mod.plugins, mod.tools, mod.models]).toEqual([[], [], []]);
    const bound = mod.run as (o: { args: string }) => Promise<unknown>;
    expect(await bound({ args: 'rollup' })).toEqual({ ok: true, result: 'hello rollup' });
    // the default export is a prompt the package's run() accepts
    expect(await (mod.viaApi as (a: string) => Promise<unknown>)('')).toEqual({ ok: true, result: 'hello world' });
  });

  it('compiles plain .md files only when include asks for them, and never an excluded one', async () => {
    const notes = GREET.replace('name: greet', 'name: notes');
    const dir = fixtureDir({ 'notes.md': notes, 'skip.md': notes, 'entry.js': `export { name } from './notes.md';` });
    // default filter: notes.md is not a prompt, so rollup tries to parse the Markdown as JS
    await expect(bundleAndImport(dir, 'entry.js')).rejects.toThrow(/notes\.md/);
    expect((await bundleAndImport(dir, 'entry.js', { include: '**/*.md' })).name).toBe('notes');
    await expect(bundleAndImport(dir, 'entry.js', { include: ['**/*.md'], exclude: /notes\.md$/ })).rejects.toThrow(/notes\.md/);
  });

  it('reports a Lua syntax error with the file, line and column, and a code frame', async () => {
    const broken = GREET.replace("return 'hello ' .. who", "return = 'hello ' .. who");
    const dir = fixtureDir({ 'greet.prompt.md': broken, 'entry.js': `import greet from './greet.prompt.md'; export default greet;` });
    const file = join(dir, 'greet.prompt.md');
    const error = await bundleAndImport(dir, 'entry.js').then(() => undefined, (e: RollupError) => e);
    expect(error).toBeDefined();
    expect(error!.plugin).toBe('promptforge');
    expect(error!.id).toBe(file);
    expect(error!.message).toMatch(/error\[Lua\]/);
    // rollup's loc: 1-based line, 0-based column; `return = ...`: the error is at the `=`
    expect(error!.loc).toEqual({ file, line: 13, column: 7 });
    expect(error!.frame).toContain("return = 'hello ' .. who");
    expect(error!.frame).toMatch(/\^/);
  });

  it('reports a frontmatter error at its line, every diagnostic in the message', async () => {
    const broken = GREET.replace('promptforge: 0', 'promptforge: 0\nbogus: 1\nother: 2');
    const dir = fixtureDir({ 'greet.prompt.md': broken, 'entry.js': `import greet from './greet.prompt.md'; export default greet;` });
    const error = await bundleAndImport(dir, 'entry.js').then(() => undefined, (e: RollupError) => e);
    expect(error!.message).toMatch(/error\[Frontmatter\]: invalid frontmatter: unknown field `bogus`/);
    expect(error!.loc).toMatchObject({ line: 5, column: 0 });
    expect((error!.meta as { diagnostics: unknown[] }).diagnostics.length).toBeGreaterThanOrEqual(1);
  });
});

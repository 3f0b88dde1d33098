// promptforge-js/vite (issue #6 item 1): the same transform inside a vite build: a prompt import
// becomes the prompt's module (runnable, with a source map into the .md), and a parse error fails the
// build with the file, line and column.
import { afterAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import promptforge from '../../compiler/bundler/vite.js';
import { bundlerResolve, fixtureDir, GREET, GREET_RETURN_LINE, removeFixtureDirs } from './bundle-support.js';
import { decode } from '@jridgewell/sourcemap-codec';

const runtime = bundlerResolve('promptforge-js/runtime');

/** A vite library build of `dir/entry` with no files written; the built chunk. */
async function viteBuild(dir: string, entry: string): Promise<Rollup.OutputChunk> {
  const result = await build({
    root: dir, configFile: false, logLevel: 'silent', plugins: [promptforge()],
    // the test's stand-in for the project's node_modules: the runtime this package builds
    resolve: { alias: [{ find: /^promptforge-js\/runtime$/, replacement: runtime }] },
    build: { write: false, minify: false, sourcemap: true, lib: { entry: join(dir, entry), formats: ['es'], fileName: 'out' } },
  });
  const outputs = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  return outputs.output.find((o): o is Rollup.OutputChunk => o.type === 'chunk')!;
}

afterAll(removeFixtureDirs);

describe('vite plugin', () => {
  it('builds a prompt import into a runnable module whose source map points into the .md', async () => {
    const dir = fixtureDir({
      'greet.prompt.md': GREET,
      'entry.js': `import greet, { name, run } from './greet.prompt.md';\nexport { greet, name, run };`,
    });
    const chunk = await viteBuild(dir, 'entry.js');
    const file = join(dir, 'out.mjs');
    writeFileSync(file, chunk.code);
    writeFileSync(`${file}.map`, JSON.stringify(chunk.map));
    const mod = (await import(pathToFileURL(file).href)) as { name: string; run: (o: { args: string }) => Promise<unknown> };
    expect(mod.name).toBe('greet');
    expect(await mod.run({ args: 'vite' })).toEqual({ ok: true, result: 'hello vite' });

    // the generated `return ...concat...` line (the `..` runs through suspendable in an async block) maps to the Lua `return` line of the .md
    const map = chunk.map!;
    const source = map.sources.findIndex((s) => s.endsWith('greet.prompt.md'));
    expect(source).toBeGreaterThanOrEqual(0);
    const lines = chunk.code.split('\n');
    const generated = lines.findIndex((l) => /return .*\bconcat\b/.test(l));
    expect(generated).toBeGreaterThan(0);
    const segment = decode(map.mappings)[generated]!.find((s) => s[1] === source);
    expect(segment?.[2]).toBe(GREET_RETURN_LINE - 1);
  });

  it('fails the build on a Lua syntax error with the file, line, column and a frame', async () => {
    const broken = GREET.replace("return 'hello ' .. who", "return = 'hello ' .. who");
    const dir = fixtureDir({ 'greet.prompt.md': broken, 'entry.js': `export { default } from './greet.prompt.md';` });
    const failure = await viteBuild(dir, 'entry.js').then(() => undefined, (e: unknown) => e);
    // vite 8 (rolldown) gathers build errors under `errors`
    const error = ((failure as { errors?: unknown[] }).errors?.[0] ?? failure) as Rollup.RollupError;
    expect(error.plugin).toBe('promptforge');
    expect(error.id).toBe(join(dir, 'greet.prompt.md'));
    expect(error.loc).toMatchObject({ line: GREET_RETURN_LINE, column: 7 });
    expect(error.message).toMatch(/error\[Lua\]/);
    expect(error.frame).toContain("return = 'hello ' .. who");
  });
});

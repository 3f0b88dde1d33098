// Builds a fixture page with vite, the way an application would: prompts are compiled at build
// time by a vite plugin and `promptforge-js/runtime` resolves to this repository's runtime sources.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { compile } from '../../../compiler/index.js';

const RUNTIME = fileURLToPath(new URL('../../../runtime/index.ts', import.meta.url));

/**
 * Compiles `*.prompt.md` imports with compile(). A stand-in until the package's own plugin
 * (compiler/bundler/vite.ts, `promptforge-js/vite`) is on main.
 */
function promptPlugin(): Plugin {
  return {
    name: 'test-promptforge-prompts',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.prompt.md')) return null;
      const result = compile(code, { filename: id.split('/').pop()! });
      if (result.diagnostics.length > 0) {
        const d = result.diagnostics[0]!;
        this.error(`${d.file}:${d.line ?? 0}:${d.column ?? 1}: ${d.message}`);
      }
      return { code: result.code, map: null };
    },
  };
}

/** Builds the page whose index.html is in `root` into `outDir` (minified, as shipped). */
export async function buildPage(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [promptPlugin()],
    resolve: { alias: [{ find: /^promptforge-js\/runtime$/, replacement: RUNTIME }] },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

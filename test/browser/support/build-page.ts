// Builds a fixture page with vite, the way an application would: the package's vite plugin
// (`promptforge-js/vite`, from source here) compiles `*.prompt.md` imports at build time, and
// `promptforge-js/runtime` resolves to this repository's runtime sources.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import promptforge from '../../../compiler/bundler/vite.js';

const RUNTIME = fileURLToPath(new URL('../../../runtime/index.ts', import.meta.url));

/** Builds the page whose index.html is in `root` into `outDir` (minified, as shipped). */
export async function buildPage(root: string, outDir: string): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [promptforge()],
    resolve: { alias: [{ find: /^promptforge-js\/runtime$/, replacement: RUNTIME }] },
    build: { outDir, emptyOutDir: true, target: 'es2022' },
  });
}

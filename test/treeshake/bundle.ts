// Bundles compiled prompts with rollup's JS API, as a deployment would: the compiled module from
// compile(), an entry that runs it, and promptforge-js/runtime resolved to this package's dist/web/
// (what a bundler resolves it to).
import { rollup } from 'rollup';
import { fileURLToPath } from 'node:url';
import { compile } from '../../compiler/index.js';

const RUNTIME = fileURLToPath(new URL('../../dist/web/runtime/index.js', import.meta.url));
// promptforge-js (definePlugin, defineConfig) as a bundler resolves it: dist/web/'s API entry, whose
// unused exports go since package.json says "sideEffects": false (node-resolve passes that on)
const API = fileURLToPath(new URL('../../dist/web/compiler/api.js', import.meta.url));

/** The single-file ES bundle of `entry` (module text) whose `./prompt.md.js` is the compiled prompt. */
export async function bundlePrompt(source: string, entry = "import { run } from './prompt.md.js';\nexport default await run({ args: 'x' });\n"): Promise<string> {
  const compiled = compile(source, { filename: 'prompt.md' });
  if (compiled.diagnostics.length > 0) throw new Error(compiled.diagnostics.map((d) => d.message).join('\n'));
  return bundleModules({ entry, './prompt.md.js': compiled.code });
}

/** Bundles virtual modules by name; `entry` is the input; `promptforge-js` and `promptforge-js/runtime` are dist/web/. */
export async function bundleModules(modules: Record<string, string>): Promise<string> {
  const bundle = await rollup({
    input: 'entry',
    plugins: [{
      name: 'virtual',
      resolveId: (id) => (id === 'promptforge-js/runtime' ? RUNTIME : id === 'promptforge-js' ? { id: API, moduleSideEffects: false }
        : id in modules ? id : null),
      load: (id) => modules[id] ?? null,
    }],
    // a dependency of the runtime stays outside, like node_modules would (the JSON Schema validator
    // is bundled into dist/ since scripts/bundle-dist.mjs inlines it)
    external: (id) => !id.startsWith('/') && !id.startsWith('.') && !(id in modules) && id !== 'promptforge-js/runtime' && id !== 'promptforge-js',
    onwarn: (w) => {
      // an entry that imports the runtime for nothing bundles to nothing at all (EMPTY_BUNDLE)
      if (w.code !== 'UNRESOLVED_IMPORT' && w.code !== 'EMPTY_BUNDLE') throw new Error(`rollup: ${w.message}`);
    },
  });
  const { output } = await bundle.generate({ format: 'es' });
  await bundle.close();
  return output[0].code;
}

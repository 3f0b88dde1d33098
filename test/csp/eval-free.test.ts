// Issue #6 item 6: compiled modules and the runtime they import generate no code at run time.
// Vite (the bundler a page would use) loads the import graph of a compiled prompt plus the engine
// and host pieces a page runs it with; every module in that graph, dependencies included, is parsed
// and searched for eval, the Function constructor and string timers. test/browser/compiled-page
// proves the same in chromium under `script-src 'self'`.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import promptforge from '../../compiler/bundler/vite.js';
import { findCodeGeneration, type Finding } from './code-generation.js';

const root = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const PROMPT = root('test/browser/fixtures/compiled-page/briefing.prompt.md');

/**
 * The entry: a compiled prompt (through the package's vite plugin) and what a page or a serverless
 * platform (Workers refuse eval as well) runs it with: engine, scripted and OpenAI models, config,
 * memory store, the fetch-API handler.
 */
const ENTRY = `
export { default as prompt, run } from ${JSON.stringify(PROMPT)};
export { scriptedModel } from ${JSON.stringify(root('runtime/host/providers/scripted.ts'))};
export { defineConfig, definePlugin } from ${JSON.stringify(root('runtime/host/config.ts'))};
export { memoryStore } from ${JSON.stringify(root('runtime/host/stores/memory.ts'))};
export { createFetchHandler } from ${JSON.stringify(root('runtime/host/handlers/fetch.ts'))};
export { openaiModel } from ${JSON.stringify(root('runtime/host/providers/openai.ts'))};
`;

/** Every module vite loads for the entry, each with what it was found to generate. */
async function scanGraph(): Promise<Map<string, Finding[]>> {
  const graph = new Map<string, Finding[]>();
  const entry: Plugin = {
    name: 'page-entry',
    resolveId: (id) => (id === 'virtual:entry' ? '\0virtual:entry' : null),
    load: (id) => (id === '\0virtual:entry' ? ENTRY : null),
  };
  // after every other transform: the JavaScript that ships
  const scan: Plugin = {
    name: 'scan-for-code-generation',
    enforce: 'post',
    transform(code, id) {
      if (id !== '\0virtual:entry') graph.set(id, findCodeGeneration(code));
      return null;
    },
  };
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [entry, promptforge(), scan],
    resolve: { alias: [{ find: /^promptforge-js\/runtime$/, replacement: root('runtime/index.ts') }] },
    build: { write: false, minify: false, rolldownOptions: { input: 'virtual:entry' } },
  });
  return graph;
}

describe('the import graph of a compiled prompt', () => {
  let graph: Map<string, Finding[]>;
  beforeAll(async () => {
    graph = await scanGraph();
  });

  it('holds the prompt, the runtime, the engine and the schema validator', () => {
    const ids = [...graph.keys()];
    for (const part of [
      'briefing.prompt.md', 'runtime/index.ts', 'runtime/lua/stdlib/string/format.ts', 'runtime/engine/run.ts',
      'runtime/engine/tools.ts', 'runtime/engine/schema-check.ts', '@cfworker/json-schema/dist/esm/validate.js',
      'runtime/host/handlers/fetch.ts', 'runtime/host/providers/openai.ts',
    ]) {
      expect(ids.some((id) => id.endsWith(part) || id.includes(`/${part}`)), part).toBe(true);
    }
    expect(ids.some((id) => id.includes('/node_modules/ajv/')), 'ajv compiles schemas with new Function').toBe(false);
    expect(ids.length).toBeGreaterThan(50);
  });

  it('generates no code at run time', () => {
    const found = [...graph].filter(([, f]) => f.length > 0).map(([id, f]) => `${id}: ${f.map((x) => `${x.what} (line ${x.line})`).join(', ')}`);
    expect(found).toEqual([]);
  });
});

describe('the search itself', () => {
  it('finds each way of generating code', () => {
    const code = [
      'eval("1");',
      '(0, eval)("2");',
      'new Function("return 3");',
      'Function("return 4")();',
      'const F = Function;',
      'globalThis["eval"]("5");',
      'window.Function("6");',
      'setTimeout("7", 1);',
      'setInterval(`8`, 1);',
      'Function.prototype.constructor("10");',
    ].join('\n');
    expect(findCodeGeneration(code).map((f) => `${f.line}: ${f.what}`)).toEqual([
      '1: eval', '2: eval', '3: Function', '4: Function', '5: Function', '6: globalThis.eval', '7: window.Function',
      '8: setTimeout with a string', '9: setInterval with a string', '10: Function',
    ]);
  });

  it('leaves property names, strings and timers with functions alone', () => {
    const code = 'o.eval(1); const x = { Function: 2, eval: 3 }; class C { eval() {} }; typeof f === "function"; setTimeout(() => 1, 2); // eval(4)\n' +
      'const has = Function.prototype.call.bind(Object.prototype.hasOwnProperty);';
    expect(findCodeGeneration(code)).toEqual([]);
  });
});

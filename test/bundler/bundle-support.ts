// Shared pieces of the bundler tests: prompt fixtures written to a fresh folder, and a resolver that
// points `promptforge-js/...` at this package's built files (a user's project has @rollup/plugin-node-resolve
// or vite for that; the tests need no extra dependency).
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'rollup';

const require = createRequire(import.meta.url);

/**
 * Resolves this package's own exports (`promptforge-js/runtime`) to dist/: bundled in, the file a
 * bundler picks (the "default" condition: dist/web/, plain ES modules); with `external`, left as
 * imports of the file Node itself resolves (its "node-addons" condition: dist/, the code-cached
 * chunks), one runtime instance shared with `promptforge-js`, as when a Node app keeps node_modules
 * out of its bundle.
 */
export function selfResolve(options: { external?: boolean } = {}): Plugin {
  return {
    name: 'test-self-resolve',
    resolveId(id) {
      if (id !== 'promptforge-js' && !id.startsWith('promptforge-js/')) return null;
      return options.external ? { id: require.resolve(id), external: true } : bundlerResolve(id);
    },
  };
}

/** The file a bundler resolves `promptforge-js/...` to: the export's "default" target (no "node-addons"). */
export function bundlerResolve(id: string): string {
  const pkg = require('../../package.json') as { exports: Record<string, string | Record<string, string>> };
  const target = pkg.exports[`.${id.slice('promptforge-js'.length)}`];
  const file = typeof target === 'string' ? target : target?.default;
  if (file === undefined) throw new Error(`promptforge-js exports no ${id}`);
  return fileURLToPath(new URL(`../../${file}`, import.meta.url));
}

/** Bare imports other than this package's stay imports; Node resolves them beside the bundle. */
export function isExternal(id: string): boolean {
  return !/^(\.|\/|\0|promptforge-js(\/|$))/.test(id);
}

/**
 * A fresh folder holding `files` (name -> text), with a `node_modules` link to this package's
 * dependencies so that a bundle written there can import its external dependencies (ajv).
 */
export function fixtureDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'pf-bundler-'));
  made.push(dir);
  symlinkSync(fileURLToPath(new URL('../../node_modules', import.meta.url)), join(dir, 'node_modules'), 'dir');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const made: string[] = [];

/** Removes the folders fixtureDir made (the `node_modules` link is removed, never followed). */
export function removeFixtureDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A prompt with no Plugins and no models: returns `hello <args>` from its `## Greet` section. */
export const GREET = `---
name: greet
description: Says hello to the argument string
promptforge: 0
---

# Greeter

## Greet

\`\`\`lua
local who = args ~= '' and args or 'world'
return 'hello ' .. who
\`\`\`
`;

/** GREET's line of the `return` statement. */
export const GREET_RETURN_LINE = 13;

// Runs the built `promptforge` CLI as a child process without blocking the event loop, so that an
// HTTP server started by the same test keeps answering while the CLI talks to it.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const repo = new URL('../../', import.meta.url).pathname;

export interface CliRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(path) : entry.name.endsWith('.ts') ? statSync(path).mtimeMs : 0);
  }
  return t;
}

/** Builds dist/ when the sources are newer than it (`npm test` builds it first). */
export function ensureBuilt(): void {
  const built = join(repo, 'dist/compiler/cli/main.js');
  const stale = !existsSync(built) || statSync(built).mtimeMs < Math.max(newest(join(repo, 'compiler')), newest(join(repo, 'runtime')));
  if (stale) {
    // the two steps of `npm run build`: tsc, then the entry bundles (scripts/bundle-dist.mjs)
    spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: repo });
    spawnSync(process.execPath, ['scripts/bundle-dist.mjs'], { cwd: repo });
  }
}

/** `promptforge ARGS` in `cwd` with extra environment variables. */
export function runCli(args: readonly string[], options: { cwd?: string; env?: Record<string, string | undefined> } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, ...options.env };
    for (const [k, v] of Object.entries(env)) if (v === undefined) delete env[k];
    const child = spawn(process.execPath, [join(repo, 'bin/promptforge.js'), ...args], { cwd: options.cwd ?? repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The package API as a file URL a config file in a temporary folder can import. */
export const apiUrl = pathToFileURL(join(repo, 'dist/compiler/api.js')).href;

/**
 * A config file's text: a stand-in `promptforge/web` Plugin (canned pages, no network) and every
 * role on openaiModel at `baseURL`.
 */
export function openaiConfig(baseURL: string): string {
  return `import { defineConfig, definePlugin, openaiModel } from ${JSON.stringify(apiUrl)};
const web = definePlugin({
  id: 'promptforge/web',
  tools: [
    { name: 'search', description: 'Search the web', parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
      run: async ({ query }) => JSON.stringify({ results: [{ title: query, url: 'https://www.lua.org/about.html' }] }) },
    { name: 'fetch', description: 'Fetch a page', parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
      run: async ({ url }) => 'url: ' + url + '\\n\\nLua is a lightweight embeddable scripting language.' },
  ],
});
const model = openaiModel({ baseURL: ${JSON.stringify(baseURL)}, model: 'test-model', maxRetries: 0 });
export default defineConfig({ plugins: [web], models: () => model });
`;
}

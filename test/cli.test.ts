// The `promptforge` CLI: stdout, stderr and exit status of check, run --json and usage errors.
// Spawns `node bin/promptforge.js` (built into dist/ first); when the build cannot produce the
// CLI, the same cases run through a direct call of main().

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../compiler/cli/main.js';

const repo = new URL('../', import.meta.url).pathname;
const fixture = (name: string) => `test/fixtures/documents/${name}/prompt.md`;
let spawnable = false;

interface CliResult {
  status: number;
  stdout: string;
  stderr: string;
}

async function cli(...args: string[]): Promise<CliResult> {
  if (spawnable) {
    // dist/ is shared with other suites that rebuild it; a spawn that lands mid-rebuild fails to
    // load the CLI (bin's exit 70), so that one case is retried.
    for (let attempt = 0; ; attempt++) {
      const r = spawnSync(process.execPath, ['bin/promptforge.js', ...args], { cwd: repo, encoding: 'utf8' });
      if (r.status === 70 && attempt < 3) continue;
      return { status: r.status ?? -1, stdout: r.stdout, stderr: r.stderr };
    }
  }
  let stdout = '';
  let stderr = '';
  const cwd = process.cwd();
  process.chdir(repo);
  try {
    const status = await main(args, { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t) });
    return { status, stdout, stderr };
  } finally {
    process.chdir(cwd);
  }
}

/** The newest modification time of the .ts sources under `dir`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

// `npm test` builds dist/ first; rebuild here only when the sources are newer, so this suite
// never rewrites dist/ under other suites that spawn the CLI at the same time.
beforeAll(() => {
  const built = join(repo, 'dist/compiler/cli/main.js');
  const stale = !existsSync(built) || statSync(built).mtimeMs < Math.max(newestSource(join(repo, 'compiler')), newestSource(join(repo, 'runtime')));
  if (stale) {
    // the two steps of `npm run build`: tsc, then the entry bundles (scripts/bundle-dist.mjs)
    spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: repo, encoding: 'utf8' });
    spawnSync(process.execPath, ['scripts/bundle-dist.mjs'], { cwd: repo, encoding: 'utf8' });
  }
  spawnable = existsSync(built);
}, 120_000);

describe('usage', () => {
  it('--help prints usage to stdout and exits 0', async () => {
    const r = await cli('--help');
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout).toContain('Usage: promptforge <command>');
    expect(r.stdout).toContain('check   <file.md>...');
  });
  it('--version prints the package version', async () => {
    const r = await cli('--version');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^promptforge \d+\.\d+\.\d+/);
  });
  it.each([
    [[], 'missing command'],
    [['frobnicate'], 'unknown command frobnicate'],
    [['check'], 'check: missing file argument'],
    [['check', '--strict', 'examples/researcher.md'], 'check: unknown option --strict'],
    [['run'], 'run: missing file argument'],
    [['run', '--json'], 'run: missing file argument'],
    [['run', '--frobnicate', 'examples/researcher.md'], 'run: unknown option --frobnicate'],
    [['run', '--seed', 'abc', 'examples/researcher.md'], 'run: --seed needs an integer, got abc'],
    [['run', 'examples/researcher.md', '--config'], 'run: --config needs a value'],
  ])('%j is a usage error: exit 2, usage on stderr', async (args, message) => {
    const r = await cli(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`promptforge: ${message}\n`);
    expect(r.stderr).toContain('Usage: promptforge <command>');
  });
});

describe('check', () => {
  it('accepts the examples', async () => {
    const r = await cli('check', 'examples/researcher.md', 'examples/page-fetcher.md');
    expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
  });
  it('prints FILE:LINE:COLUMN: error[KIND]: MESSAGE and exits 1', async () => {
    const file = fixture('plugin-entry-unknown-field');
    const r = await cli('check', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${file}:6:5: error[Frontmatter]: invalid frontmatter: unknown field \`version\`, expected one of \`ref\`, \`optional\`, \`config\`\n`);
  });
  it('prints FILE: error[KIND]: MESSAGE for a diagnostic without a position', async () => {
    const file = fixture('plugin-declared-twice');
    const r = await cli('check', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${file}: error[Frontmatter]: invalid frontmatter: Plugin promptforge/web is declared more than once under plugins\n`);
  });
  it('reports every file and every diagnostic', async () => {
    const a = fixture('section-duplicate-sibling');
    const b = fixture('h1-missing');
    const r = await cli('check', a, 'examples/researcher.md', b);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      `${a}:13:1: error[Document]: duplicate sibling section name \`S\`: first declared at line 9, again at line 13; sibling section names must be unique\n` +
        `${b}: error[Document]: prompt requires an H1 title\n`,
    );
  });
  it('reports a Lua syntax error with its file line and column', async () => {
    const file = fixture('lua-syntax-error');
    const r = await cli('check', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(
      `${file}:12:11: error[Lua]: lua compilation error at section \`S\` prologue (line 12): [string "section \`S\` prologue"]:12: unexpected symbol near '='\n`,
    );
  });
  it('names a file it cannot read, in one line, without a stack trace', async () => {
    const r = await cli('check', 'no/such/prompt.md', 'examples/researcher.md');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('promptforge: cannot read no/such/prompt.md: no such file or directory\n');
  });
  it('reports bytes that are not UTF-8', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pf-cli-'));
    const file = join(dir, 'latin1.md');
    writeFileSync(file, Buffer.concat([Buffer.from('---\nname: caf'), Buffer.from([0xe9]), Buffer.from('\ndescription: d\npromptforge: 0\n---\n# T\n')]));
    const r = await cli('check', file);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe(`${file}:2:10: error[Document]: file is not valid UTF-8 text\n`);
  });
});

describe('run', () => {
  it('--json reports a parse error in the shape of interfaces.md', async () => {
    const r = await cli('run', '--json', fixture('tool-path-two-segments'), 'some', 'args');
    expect(r.status).toBe(1);
    expect(r.stdout.endsWith('\n')).toBe(true);
    expect(JSON.parse(r.stdout)).toEqual({
      ok: false,
      error: {
        phase: 'parse',
        kind: 'Frontmatter',
        message: 'invalid frontmatter: invalid exact tool path `promptforge/web`: invalid tool id: expected 3 segments, found 2',
        line: 8,
        column: 10,
      },
    });
  });
  it('--json leaves out line and column when the spec gives none', async () => {
    const r = await cli('run', fixture('h1-twice'), '--json');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, error: { phase: 'parse', kind: 'Document', message: 'prompt must contain exactly one H1 title' } });
  });
  it('without --json prints error[KIND]: MESSAGE on stderr', async () => {
    const r = await cli('run', fixture('lua-fence-not-closed-prologue'));
    expect(r).toEqual({ status: 1, stdout: '', stderr: 'error[Document]: section `Fetch` prologue `lua` fence is not closed\n' });
  });
  it('a valid prompt gets past the parse phase', async () => {
    const r = await cli('run', '--json', 'examples/page-fetcher.md', 'https://example.com');
    const out = JSON.parse(r.stdout) as { ok: boolean; error?: { phase: string } };
    expect(out.ok ? 'ok' : out.error!.phase).not.toBe('parse');
  });
  it('--json reports a file it cannot read', async () => {
    const r = await cli('run', '--json', 'missing.md');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout)).toEqual({ ok: false, error: { phase: 'parse', kind: 'Document', message: 'cannot read missing.md: no such file or directory' } });
  });
});

// Issue #6 items 5 and 6, in headless chromium: a page built with vite runs a compiled prompt on a
// scripted model and shows its result and trace; the same build served with
// `Content-Security-Policy: script-src 'self'` runs the same way, so neither the compiled module nor
// the runtime it bundles evaluates code. A control page proves the header is in force.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPage } from './support/build-page.js';
import { launchChromium, watchProblems, type PageProblems } from './support/chromium.js';
import { serveStatic, type StaticServer } from './support/static-server.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/compiled-page/', import.meta.url));
const CSP = "script-src 'self'";
// What the prompt's Lua makes of the scripted answer 'Lua runs in the browser' after one search.
const EXPECTED = 'LUA RUNS IN THE BROWSER [5 words, 1 search]';
const EXPECTED_TRACE = [
  'run.start', 'section.start', 'model.request', 'model.reply', 'tool.call', 'tool.result',
  'model.request', 'model.reply', 'section.end', 'run.end',
];

let outDir: string;
let browser: Browser;
let plain: StaticServer;
let strict: StaticServer;
// one tab for every test: a new browser context costs seconds on a busy machine
let page: Page;
let problems: PageProblems;

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'pf-page-'));
  [browser] = await Promise.all([launchChromium(), buildPage(FIXTURE, outDir)]);
  plain = await serveStatic(outDir);
  strict = await serveStatic(outDir, { 'content-security-policy': CSP });
  page = await browser.newPage();
  problems = await watchProblems(page);
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await plain?.close();
  await strict?.close();
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

/** Opens `url` afresh: what the page reports from now on is its own. */
async function open(url: string): Promise<void> {
  problems.clear();
  await page.goto(url);
}

/** Opens the compiled-prompt page and waits until its run has finished (or the page failed). */
async function runPage(base: string): Promise<void> {
  await open(`${base}/`);
  await page.waitForFunction(() => document.getElementById('status')?.textContent !== 'loading', undefined, { timeout: 15_000 });
}

/** The page finished: the prompt's result and trace shown, nothing on the console. */
async function expectBriefing(): Promise<void> {
    expect(await page.textContent('#status')).toBe('done');
    expect(await page.textContent('h1')).toBe('briefing');
    expect(await page.textContent('#result')).toBe(EXPECTED);
    expect(await page.locator('#trace li').allTextContents()).toEqual(EXPECTED_TRACE);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
}

describe('a vite-built page running a compiled prompt', () => {
  it('shows the result and the trace', async () => {
    await runPage(plain.url);
    await expectBriefing();
  });
});

describe("the same page under Content-Security-Policy: script-src 'self'", () => {
  it('is served with the header', async () => {
    const response = await fetch(`${strict.url}/`);
    expect(response.headers.get('content-security-policy')).toBe(CSP);
  });

  it('blocks run-time code generation (the control)', async () => {
    await open(`${strict.url}/eval-probe.html`);
    expect(await page.textContent('#probe')).toBe('code generation blocked: EvalError');
    await expect.poll(() => problems.violations()).toEqual(['script-src eval']);
    // without the header the same probe runs, so the difference is the header
    await open(`${plain.url}/eval-probe.html`);
    expect(await page.textContent('#probe')).toBe('code generation ran');
    expect(await problems.violations()).toEqual([]);
  });

  it('runs the compiled prompt with no violation', async () => {
    await runPage(strict.url);
    await expectBriefing();
    expect(await problems.violations()).toEqual([]);
  });
});

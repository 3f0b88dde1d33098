// Debian's chromium driven by playwright-core (never a browser download of a test tool's own):
// scripts/ensure-system.mjs installs it before the tests. The flags keep chromium off this closed
// network (background fetches, component updates, sync) and out of a sandbox root cannot use.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type ConsoleMessage, type Page } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

const FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

/** Launches headless chromium with a fresh profile (playwright gives each launch its own user-data-dir). */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`${CHROMIUM} not found: run \`node scripts/ensure-system.mjs\` as root or \`sudo apt-get install -y chromium\``);
  }
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

/** What a page reported while a test drove it: console errors, uncaught exceptions, CSP violations. */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
  /** `securitypolicyviolation` events of the current document: directive and blocked URI (`eval` for code generation). */
  violations(): Promise<string[]>;
  /** Forgets the console errors and exceptions seen so far (before the next navigation). */
  clear(): void;
}

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records a page's console errors, uncaught exceptions and CSP violations from now on. */
export async function watchProblems(page: Page): Promise<PageProblems> {
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  // an init script comes from the browser driver, not the page, so the page's CSP does not block it
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__cspViolations!.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return {
    consoleErrors,
    pageErrors,
    violations: () => page.evaluate(() => window.__cspViolations ?? []),
    clear: () => {
      consoleErrors.length = 0;
      pageErrors.length = 0;
    },
  };
}

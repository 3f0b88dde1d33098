// promptforge-js/rollup in watch mode (issue #6 item 1): editing a prompt rebuilds its module; a
// parse error is reported as a watch ERROR event with its position, and fixing it rebuilds again.
import { afterAll, describe, expect, it } from 'vitest';
import { watch, type RollupError, type RollupWatcher, type RollupWatcherEvent } from 'rollup';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import promptforge from '../../compiler/bundler/rollup.js';
import { fixtureDir, GREET, isExternal, selfResolve, removeFixtureDirs } from './bundle-support.js';

/** The watcher's events, awaited one build at a time. */
function buildEvents(watcher: RollupWatcher): () => Promise<RollupWatcherEvent> {
  const queue: RollupWatcherEvent[] = [];
  let wake: (() => void) | undefined;
  watcher.on('event', (event) => {
    if (event.code !== 'BUNDLE_END' && event.code !== 'ERROR') return;
    if ('result' in event && event.result) void event.result.close();
    queue.push(event);
    wake?.();
  });
  return async () => {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift()!;
  };
}

afterAll(removeFixtureDirs);

describe('rollup watch mode', () => {
  it('recompiles a prompt when it changes, reports a broken edit and recovers', async () => {
    const dir = fixtureDir({ 'greet.prompt.md': GREET, 'entry.js': `export { default } from './greet.prompt.md';` });
    const prompt = join(dir, 'greet.prompt.md');
    const out = join(dir, 'out.js');
    const watcher = watch({
      input: join(dir, 'entry.js'), plugins: [promptforge(), selfResolve({ external: true })], external: isExternal,
      output: { file: out, format: 'es' }, watch: { buildDelay: 0 },
    });
    const next = buildEvents(watcher);
    try {
      expect((await next()).code).toBe('BUNDLE_END');
      expect(readFileSync(out, 'utf8')).toContain("'hello '");

      writeFileSync(prompt, GREET.replace("'hello '", "'goodbye '"));
      expect((await next()).code).toBe('BUNDLE_END');
      expect(readFileSync(out, 'utf8')).toContain("'goodbye '");

      writeFileSync(prompt, GREET.replace("return 'hello ' .. who", "return = 'hello ' .. who"));
      const failed = await next();
      expect(failed.code).toBe('ERROR');
      const error = (failed as { error: RollupError }).error;
      expect(error.plugin).toBe('promptforge');
      expect(error.loc).toEqual({ file: prompt, line: 13, column: 7 });

      writeFileSync(prompt, GREET.replace("'hello '", "'welcome '"));
      expect((await next()).code).toBe('BUNDLE_END');
      expect(readFileSync(out, 'utf8')).toContain("'welcome '");
    } finally {
      await watcher.close();
    }
  });
});

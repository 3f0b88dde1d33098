import { defineConfig } from 'vitest/config';

// Tests import the TypeScript sources directly; compiled prompt modules import
// `promptforge-js/runtime`, which the alias points at the source runtime.
export default defineConfig({
  resolve: {
    alias: [{ find: /^promptforge-js\/runtime$/, replacement: new URL('./runtime/index.ts', import.meta.url).pathname }],
  },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    // setup hooks build bundles (vite, rollup) and start servers: as slow as a test on a loaded machine
    hookTimeout: 60_000,
    pool: 'forks',
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});

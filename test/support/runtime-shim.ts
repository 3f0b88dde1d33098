// What compiled chunks import in tests: the runtime plus its loop helpers (runtime/lua/loops.ts),
// until runtime/index.ts re-exports those.
export * from '../../runtime/index.js';
export * from '../../runtime/lua/loops.js';

// Node's builtins for the package entry (compiler/api.ts), taken with process.getBuiltinModule
// (Node >= 20.16) rather than imported. Why (issue #4, a fresh process): each ES module import of a
// builtin has Node build a module namespace from every export of it (node:fs's lazy getters then
// load its promises API and the streams stack), ~6 M instructions for the five builtins api.ts
// imported; getBuiltinModule hands over the module object Node already has. Before 20.16, the same
// objects through createRequire (node:module is loaded at every start; its namespace is small).
import { createRequire } from 'node:module';

type Builtins = {
  'node:fs': typeof import('node:fs');
  'node:fs/promises': typeof import('node:fs/promises');
  'node:os': typeof import('node:os');
  'node:path': typeof import('node:path');
  'node:url': typeof import('node:url');
};

const load: (id: string) => unknown =
  typeof process.getBuiltinModule === 'function' ? (id) => process.getBuiltinModule(id) : createRequire(import.meta.url);

/** The builtin module `id`, the object `require(id)` gives. */
export function builtin<K extends keyof Builtins>(id: K): Builtins[K] {
  return load(id) as Builtins[K];
}

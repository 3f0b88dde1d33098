// Store failures a prompt can cause (reference §5.2, kind `store` with `reason` and `path`), the same
// on the in-memory store and on a directory: a file used as a parent, a directory read as a file,
// a non-empty directory deleted.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compile, importCompiled, run } from '../../compiler/api.js';
import { memoryStore } from '../../runtime/host/stores/memory.js';
import { directoryStore } from '../../runtime/host/stores/directory.js';
import type { StoreBackend } from '../../runtime/engine/store.js';

const PROMPT = `---
name: store-faults
description: store failures
promptforge: 0
---

# Store faults

## Faults

\`\`\`lua
local out = {}
local function try(f, ...)
  local ok, e = pcall(f, ...)
  out[#out + 1] = ok and 'ok' or (e.kind .. ' ' .. tostring(e.reason) .. ' ' .. tostring(e.path) .. ': ' .. tostring(e))
end
store.write('notes.md', 'x')
try(store.write, 'notes.md/inner.md', 'y')
store.write('dir/a.md', 'a')
try(store.read, 'dir')
try(store.delete, 'dir')
return table.concat(out, '\\n')
\`\`\`
`;

const EXPECTED = [
  "store not_a_directory notes.md/inner.md: a parent of the path is not a directory: notes.md/inner.md",
  'store is_a_directory dir: path is a directory: dir',
  'store directory_not_empty dir: directory is not empty: dir',
].join('\n');

async function runOn(store: StoreBackend) {
  const prompt = await importCompiled(compile(PROMPT, { filename: 'store-faults.md' }).code);
  return run(prompt, { store });
}

describe('store faults', () => {
  it('in memory', async () => {
    expect(await runOn(memoryStore())).toEqual({ ok: true, result: EXPECTED });
  });
  it('on a directory', async () => {
    expect(await runOn(directoryStore(mkdtempSync(join(tmpdir(), 'pf-store-faults-'))))).toEqual({ ok: true, result: EXPECTED });
  });
});

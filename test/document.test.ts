// Fixture runner for phase 1 (the .md file -> Document): test/fixtures/documents/<case>/.
//
// prompt.md       the input
// expected.json   either the list of diagnostics `{ kind, code, message, line, column }` (line and
//                 column null when the spec gives none), or `{ "document": {...} }`: a few facts
//                 the Document must match (toMatchObject), for a valid prompt.
//
// On a mismatch the runner writes actual.json beside it (git-ignored). `UPDATE=1` rewrites the
// diagnostic lists; review every such diff against the spec text before committing it.

import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLuaCheck } from '../compiler/cli/check.js';
import { checkDocument, parseDocument, type ParseOptions } from '../compiler/document/index.js';

const root = new URL('./fixtures/documents/', import.meta.url).pathname;
const update = process.env['UPDATE'] === '1';

function simplify(diagnostics: ReturnType<typeof checkDocument>['diagnostics']) {
  return diagnostics.map((d) => ({ kind: d.kind, code: d.code, message: d.message, line: d.line ?? null, column: d.column ?? null }));
}

// Lua blocks are syntax-checked as `promptforge check` does, through compiler/lua's compileChunk.
let options: ParseOptions = {};
beforeAll(async () => {
  const luaCheck = await loadLuaCheck();
  if (!luaCheck) throw new Error('compiler/lua/index.ts does not export compileChunk: Lua blocks cannot be checked');
  options = { checkLua: luaCheck('prompt.md') };
});

describe('documents', () => {
  for (const name of readdirSync(root).sort()) {
    it(name, () => {
      const dir = join(root, name);
      const source = readFileSync(join(dir, 'prompt.md'), 'utf8');
      // Parse plus the version gate, as `promptforge check` reports.
      const result = checkDocument(source, 'prompt.md', options);
      const expectedPath = join(dir, 'expected.json');
      const actualPath = join(dir, 'actual.json');
      const expected: unknown = existsSync(expectedPath) ? JSON.parse(readFileSync(expectedPath, 'utf8')) : undefined;
      const isFacts = expected !== undefined && !Array.isArray(expected);
      const actual = isFacts ? { diagnostics: simplify(result.diagnostics), document: result.document } : simplify(result.diagnostics);
      if (!isFacts && (update || expected === undefined)) {
        writeFileSync(expectedPath, `${JSON.stringify(actual, null, 2)}\n`);
        return;
      }
      try {
        if (isFacts) {
          expect(result.diagnostics).toEqual([]);
          expect(result.document).toMatchObject((expected as { document: object }).document);
        } else {
          expect(actual).toEqual(expected);
          expect(result.document).toBeUndefined();
        }
        if (existsSync(actualPath)) rmSync(actualPath);
      } catch (e) {
        writeFileSync(actualPath, `${JSON.stringify(actual, null, 2)}\n`);
        throw e;
      }
    });
  }
});

describe('the checkLua hook', () => {
  it('sees every Lua block in file order, and its diagnostics are reported in the file', () => {
    const source = readFileSync(join(root, 'valid-block-labels', 'prompt.md'), 'utf8');
    const seen: Array<[string, number, string]> = [];
    const { document, diagnostics } = parseDocument(source, 'labels.md', (block) => {
      seen.push([block.kind, block.firstLine, block.location]);
      return block.firstLine === 28 ? [{ code: 'lua-syntax', kind: 'Lua', message: 'boom', line: 28, column: 3 }] : [];
    });
    expect(seen).toEqual([
      ['shared', 12, 'prompt shared library'],
      ['plain', 16, 'H1 `Labels` lua'],
      ['plain', 22, 'section `Mixed` prologue'],
      ['plain', 28, 'section `Mixed` lua'],
      ['plain', 34, 'section `Mixed` lua'],
      ['plain', 42, 'section `Pair` prologue'],
      ['plain', 45, 'section `Pair` epilog'],
      ['plain', 53, 'section `After prose` epilog'],
    ]);
    expect(document).toBeUndefined();
    expect(diagnostics).toMatchObject([{ file: 'labels.md', kind: 'Lua', message: 'boom', line: 28, column: 3, sourceLine: 'local b = 2' }]);
  });
});

describe('notes', () => {
  it('point at the entries of a check that reports no position', () => {
    const source = readFileSync(join(root, 'plugin-declared-twice', 'prompt.md'), 'utf8');
    const [d] = parseDocument(source, 'prompt.md').diagnostics;
    expect(d).toMatchObject({ code: 'plugin-declared-twice', notes: ['first declared at line 6', 'declared again at line 7'] });
    expect(d!.line).toBeUndefined();
  });
});

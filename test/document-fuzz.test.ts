// Property test for phase 1: any input gives diagnostics or a Document, never an exception or a
// hang. Random text, random bytes and mutated fixture prompts (byte flips, line deletions and
// duplications, inserted fences, headings, `---`, YAML junk, random Unicode, CRLF), plus a few
// hand-made resource attacks.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DiagnosticSink } from '../compiler/diagnostics.js';
import { decodeSource, parseDocument } from '../compiler/document/index.js';

const fixtures = new URL('./fixtures/documents/', import.meta.url).pathname;
const examples = new URL('../examples/', import.meta.url).pathname;
const seeds = [
  ...readdirSync(fixtures).map((d) => readFileSync(join(fixtures, d, 'prompt.md'), 'utf8')),
  ...readdirSync(examples).filter((f) => f.endsWith('.md')).map((f) => readFileSync(join(examples, f), 'utf8')),
];

const KINDS = new Set(['Frontmatter', 'Document', 'Lua']);
// No wall-clock assertions (tests never time things): a parse that hangs fails by the test timeout.

/** The property: a Document with no diagnostics, or well-formed diagnostics and no Document. */
function parsesCleanly(source: string): void {
  const { document, diagnostics } = parseDocument(source, 'fuzz.md');
  if (document) {
    expect(diagnostics).toEqual([]);
    return;
  }
  expect(diagnostics.length).toBeGreaterThan(0);
  for (const d of diagnostics) {
    expect(KINDS.has(d.kind)).toBe(true);
    expect(typeof d.code).toBe('string');
    expect(d.message.length).toBeGreaterThan(0);
    if (d.line !== undefined) {
      expect(Number.isInteger(d.line) && d.line >= 1).toBe(true);
      expect(Number.isInteger(d.column) && d.column! >= 1).toBe(true);
    }
  }
}

const INSERTS = [
  '```lua', '```', '```lua shared', '```lua prompt', '````', '~~~', '```text', '# Title', '## Section', '### Child',
  '####', '#', '---', '***', '===', '- item', '-', '1.', '<!--', '-->', '[', '{', '&a [1]', '*a', ': :', '? x',
  'plugins:', '  - promptforge/web', 'tools:', '  fetch: promptforge/web/fetch', 'models:', '  writer: {}',
  'args:', '  x: {type: text}', 'name: x', 'promptforge: 0', '\t', '\u0000', '\ufeff', '\u2028', '\r',
];

type Mutation = (lines: string[], rnd: (n: number) => number, text: string) => string[];
const mutations: Mutation[] = [
  (l, r) => { // flip one character
    const i = r(l.length); const s = l[i] ?? ''; const j = r(s.length + 1);
    return l.with(i, s.slice(0, j) + String.fromCharCode(r(0x3000)) + s.slice(j + 1));
  },
  (l, r) => l.toSpliced(r(l.length), 1),
  (l, r) => { const i = r(l.length); return l.toSpliced(i, 0, l[i] ?? ''); },
  (l, r) => l.toSpliced(r(l.length + 1), 0, INSERTS[r(INSERTS.length)]!),
  (l, r, t) => l.toSpliced(r(l.length + 1), 0, t),
  (l, r) => l.slice(0, r(l.length + 1)),
  (l) => [l.join('\r\n')],
  (l, r) => { const i = r(l.length); return l.with(i, ' '.repeat(r(6)) + (l[i] ?? '')); },
];

const mutated = fc
  .tuple(
    fc.integer({ min: 0, max: seeds.length - 1 }),
    fc.array(fc.tuple(fc.integer({ min: 0, max: mutations.length - 1 }), fc.infiniteStream(fc.nat())), { minLength: 1, maxLength: 6 }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  )
  .map(([seed, steps, text]) => {
    let lines = seeds[seed]!.split('\n');
    for (const [m, stream] of steps) {
      const it = stream[Symbol.iterator]();
      const rnd = (n: number) => (n <= 0 ? 0 : (it.next().value as number) % n);
      lines = mutations[m]!(lines.length > 0 ? lines : [''], rnd, text);
    }
    return lines.join('\n');
  });

const lineSoup = fc
  .array(fc.oneof(fc.constantFrom(...INSERTS), fc.string({ unit: 'binary', maxLength: 12 }), fc.constant('')), { maxLength: 40 })
  .map((lines) => `---\nname: x\ndescription: y\npromptforge: 0\n---\n${lines.join('\n')}`);

describe('parseDocument never throws', () => {
  it('random text (3,000 documents)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (s) => parsesCleanly(s)), { numRuns: 3000 });
  });

  it('random lines under a valid frontmatter (2,000 documents)', () => {
    fc.assert(fc.property(lineSoup, (s) => parsesCleanly(s)), { numRuns: 2000 });
  });

  it('mutated fixture prompts (5,000 documents)', () => {
    fc.assert(fc.property(mutated, (s) => parsesCleanly(s)), { numRuns: 5000 });
  });

  it('random bytes, decoded as the CLI does (500 files)', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const sink = new DiagnosticSink('bytes.md');
        const text = decodeSource(bytes, sink);
        for (const d of sink.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1);
        parsesCleanly(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('resource attacks', () => {
  const head = '---\nname: x\ndescription: y\npromptforge: 0\n';
  it('10 MB of prose and fences', () => {
    const chunk = '## S\n\nSome prose {{ args }}.\n\n```lua\nreturn 1\n```\n\n- item\n';
    const body = `\n# T\n\n${chunk.repeat(Math.ceil(10_000_000 / chunk.length)).replace(/## S/g, () => `## S${Math.random()}`)}`;
    const r = parseDocument(`${head}---\n${body}`, 'big.md');
    expect(r.document?.sections.length).toBeGreaterThan(100_000);
  });
  it('10 MB on one line', () => {
    parsesCleanly(`${head}---\n\n# ${'*a_`'.repeat(2_500_000)}\n`);
  });
  it('10,000 levels of [ and of {', () => {
    parsesCleanly(`${head}x: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n---\n# T\n`);
    parsesCleanly(`${head}x: ${'{a: '.repeat(10_000)}\n---\n# T\n`);
  });
  it('deep block nesting', () => {
    const nested = Array.from({ length: 5000 }, (_, i) => `${' '.repeat(i)}k:`).join('\n');
    parsesCleanly(`${head}${nested}\n---\n# T\n`);
  });
  it('billion laughs', () => {
    const lol = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (const [prev, name] of [['a', 'b'], ['b', 'c'], ['c', 'd'], ['d', 'e'], ['e', 'f'], ['f', 'g'], ['g', 'h'], ['h', 'i']]) {
      lol.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    const r = parseDocument(`${head}plugins:\n  - ref: a/b\n    config: *i\n${lol.join('\n')}\n---\n# T\n`, 'lol.md');
    expect(r.diagnostics[0]?.code).toBe('yaml-too-complex');
  });
  it('unclosed fences everywhere', () => {
    parsesCleanly(`${head}---\n# T\n${'```lua\n## S\n'.repeat(50_000)}`);
    parsesCleanly(`${head}---\n# T\n${'## S\n```lua shared\n'.repeat(20_000)}`);
  });
  it('many headings with identical names', () => {
    parsesCleanly(`${head}---\n# T\n${'## S\n### C\n'.repeat(50_000)}`);
  });
});

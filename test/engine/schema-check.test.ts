// The Binding check on Harness tool schemas (tools.md "Scope errors") without a schema compiler:
// schema-check.ts validates the schema against the draft-07 meta-schema with an interpreting
// validator. Ajv's own meta-schema check is the oracle for the plain cases; the ones Ajv cannot
// judge without compiling (regexes, a 2020-12 `$schema`) have their reasons beside them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { schemaIsValid } from '../../runtime/engine/schema-check.js';
import { JSON_SCHEMA_DRAFT_07 } from '../../runtime/engine/json-schema-draft-07.js';

const require = createRequire(import.meta.url);

const plain: [string, unknown, boolean][] = [
  ['empty schema', {}, true],
  ['object with a required string', { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] }, true],
  ['type list', { type: ['string', 'null'] }, true],
  ['nested definitions and $ref', { definitions: { n: { type: 'integer', minimum: 0 } }, properties: { n: { $ref: '#/definitions/n' } } }, true],
  ['additionalProperties false', { type: 'object', additionalProperties: false }, true],
  ['draft-07 $schema', { $schema: 'http://json-schema.org/draft-07/schema#', type: 'object' }, true],
  ['unknown keywords are annotations', { type: 'object', 'x-order': 3 }, true],
  ['type is a number', { type: 5 }, false],
  ['type is no JSON type', { type: 'strin' }, false],
  ['type list with a repeat', { type: ['string', 'string'] }, false],
  ['required is a string', { type: 'object', required: 'url' }, false],
  ['a property schema is a number', { properties: { a: 5 } }, false],
  ['negative minLength', { type: 'string', minLength: -1 }, false],
  ['enum is not an array', { enum: 5 }, false],
  ['items is a string', { type: 'array', items: 'string' }, false],
];

describe('schemaIsValid', () => {
  const ajv = new Ajv({ strict: false });
  it.each(plain)('%s', (_label, schema, valid) => {
    expect(schemaIsValid(schema)).toBe(valid);
    // the oracle: Ajv's meta-schema validation of the same document
    expect(ajv.validateSchema(schema as object)).toBe(valid);
  });

  it.each([
    ['an array', ['not', 'an', 'object']],
    ['null', null],
    ['a string', '{"type":"object"}'],
    ['a boolean schema (a JSON Schema, but not a JSON object)', true],
  ])('is false for %s', (_label, schema) => {
    expect(schemaIsValid(schema)).toBe(false);
  });

  // Ajv compiled each `pattern` with the `u` flag and rejected the schema when that threw; the
  // meta-schema's `format: regex` does the same here.
  it('rejects a pattern that is no regular expression', () => {
    expect(schemaIsValid({ type: 'string', pattern: '(' })).toBe(false);
    expect(schemaIsValid({ patternProperties: { '[': {} } })).toBe(false);
    expect(schemaIsValid({ type: 'string', pattern: '^[a-z]+\\d*$' })).toBe(true);
  });

  // Ajv's draft-07 instance refused other drafts outright; MCP servers and zod declare 2020-12.
  it('accepts a schema that declares draft 2020-12', () => {
    expect(schemaIsValid({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', $defs: { a: { type: 'string' } } })).toBe(true);
  });

  it('leaves the tool schema untouched and gives the same answer twice', () => {
    const schema = { type: 'object', properties: { q: { type: 'string' } } };
    const before = JSON.stringify(schema);
    expect(schemaIsValid(schema)).toBe(true);
    expect(schemaIsValid(schema)).toBe(true);
    expect(JSON.stringify(schema)).toBe(before);
    expect(Object.getOwnPropertyNames(schema)).toEqual(['type', 'properties']);
  });

  it('works on a frozen schema', () => {
    expect(schemaIsValid(Object.freeze({ type: 'object', properties: Object.freeze({}) }))).toBe(true);
  });
});

describe('the draft-07 meta-schema kept as data', () => {
  it('is the published document (the copy Ajv ships)', () => {
    const shipped: unknown = JSON.parse(readFileSync(require.resolve('ajv/dist/refs/json-schema-draft-07.json'), 'utf8'));
    expect(JSON_SCHEMA_DRAFT_07).toEqual(shipped);
  });
});

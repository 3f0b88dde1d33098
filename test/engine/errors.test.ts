// The run-time message catalogue: every message of tools.md pinned word for word (a changed text
// fails here), the error-value shape, and the run error kinds of uncaught errors.
import { describe, expect, it } from 'vitest';
import * as E from '../../runtime/engine/errors.js';

describe('tools.md messages, exact text', () => {
  const cases: Array<[string, { message: string }, string]> = [
    ['requirements header', { message: E.REQUIREMENTS_HEADER }, 'the environment cannot satisfy this prompt:'],
    ['missing Plugin', E.requirementMissingPlugin('promptforge/web'), '- missing required Plugin: promptforge/web'],
    ['conflict', E.requirementConflictingPlugins('acme/a', 'acme/b'),
      '- conflicting Plugins: acme/a and acme/b cannot be activated together; declare one or the other'],
    ['frozen', E.toolObjectFrozen('name'), 'Tool objects are frozen: cannot assign field "name"'],
    ['invalid alias', E.invalidAlias('9x'), 'invalid alias "9x": expected [A-Za-z][A-Za-z0-9_-]{0,63}'],
    ['always not bound', E.alwaysNotBound('search'), 'tools.always alias "search" is not a bound tool slot'],
    ['add not bound', E.addNotBound('search'), 'tools.add alias "search" is not a bound tool slot'],
    ['add override', E.addOverrideNotString('integer'), 'tools.add override must be a string, got integer'],
    ['add extra', E.addExtraArgument('string'), 'tools.add takes one alias plus an optional override, got extra string'],
    ['add entry', E.addBadEntry('boolean'), 'tools.add expects strings, Tool objects, or arrays of either, got boolean'],
    ['add array override', E.addArrayOverride(), 'tools.add array form takes no override'],
    ['schema', E.schemaBuildFailure('fetch'), 'model-facing schema build failure for tool alias "fetch"'],
    ['structured JSON', E.structuredInvalidJson('form'), 'tool call failure: structured tool "form" returned invalid JSON'],
    ['unbound', E.unboundTool('task', ['fetch', 'getter']), 'tool "task" is not bound in this run; bound aliases: ["fetch", "getter"]'],
    ['call alias type', E.callAliasType('userdata'), 'tools.call alias must be a string or Tool object, got userdata'],
    ['args type', E.callArgsType('integer'), 'args must be a table, got integer'],
    ['args json', E.callArgsNotJson(), 'args must be a JSON-representable table'],
    ['out of scope, bound', E.outOfScopeTool('fetch', ['search'], true),
      'tool "fetch" is not in this section\'s scope; in-scope aliases: ["search"] (alias is a bound tool slot but was not added to this section\'s scope)'],
    ['out of scope, invented', E.outOfScopeTool('browse', ['search', 'fetch'], false),
      'tool "browse" is not in this section\'s scope; in-scope aliases: ["search", "fetch"]'],
    ['tool failure', E.toolCallFailure('page not reachable'), 'tool call failure: page not reachable'],
    ['calls read-only', E.callsReadOnly(), 'tools.calls is read-only'],
    ['calls bound', E.callsNoCount('fetch', [], 'bound'),
      'tools.calls: "fetch" has no seeded count; seeded aliases: [] (alias is a bound tool slot but was neither added to this section\'s scope nor dispatched by tools.call)'],
    ['calls typo', E.callsNoCount('fetchh', ['fetch'], 'typo'),
      'tools.calls: "fetchh" has no seeded count; seeded aliases: ["fetch"] - check for typos or add it via tools.add'],
    ['calls none', E.callsNoCount('x', [], 'none'), 'tools.calls: "x" has no seeded count; seeded aliases: []'],
    ['cannot return', E.cannotReturn('table'), 'cannot return a table as a result'],
    ['jump refused', E.jumpInHandler(),
      'jump is unavailable inside a local tool handler: return a value from the handler and call jump from the block after the tool call returns'],
    ['local dup slot', E.addLocalDuplicatesSlot('fetch'), 'tools.add_local alias "fetch" duplicates a bound tool slot'],
    ['local registered', E.addLocalAlreadyRegistered('grab'), 'tools.add_local alias "grab" is already registered'],
    ['local param type', E.addLocalParamType('limit', 'float'),
      'tools.add_local param "limit" has unsupported type "float": expected "string", "integer", "number", or "boolean"'],
    ['local param spec', E.addLocalParamSpec('limit'),
      'tools.add_local param "limit" must be a type string or a {type, description} array'],
    ['round cap', E.toolLoopExhausted(), 'tool-call loop did not converge'],
  ];
  it.each(cases)('%s', (_name, produced, text) => {
    expect(produced.message).toBe(text);
  });

  it('builds the whole requirements notice', () => {
    const failure = E.requirementsUnmet([E.requirementMissingPlugin('promptforge/web'), E.requirementConflictingPlugins('a/x', 'a/y')]);
    expect(failure.kind).toBe('RequirementsUnmet');
    expect(failure.message).toBe(
      'the environment cannot satisfy this prompt:\n- missing required Plugin: promptforge/web\n' +
      '- conflicting Plugins: a/x and a/y cannot be activated together; declare one or the other');
  });
});

describe('error values', () => {
  it('carries kind, message and the name field in a fixed order', () => {
    const e = E.outOfScopeTool('fetch', [], false);
    expect(e.kind).toBe('out_of_scope_tool');
    expect(E.errorValueEntries(e)).toEqual([
      ['kind', 'out_of_scope_tool'], ['message', e.message], ['name', 'fetch'],
    ]);
    expect(E.unboundTool('task', []).fields).toEqual({ name: 'task' });
    expect(E.toolCallFailure('x').kind).toBe('tool');
  });

  it('gives store errors reason, path and rule or anchor/count', () => {
    expect(E.storeInvalidPath('../x', 'traversal').fields).toEqual({ reason: 'invalid_path', path: '../x', rule: 'traversal' });
    expect(E.storeAnchorRepeated('a.md', 'x', 3)).toMatchObject({
      kind: 'store',
      message: 'anchor "x" occurs 3 times in a.md, expected exactly one; include more surrounding text so it matches once',
      fields: { reason: 'anchor', path: 'a.md', anchor: 'x', count: 3 },
    });
    expect(E.storeNotFound('n.md').message).toBe('file not found in store: n.md');
    expect(E.storeFault('backend', 'p', 'EIO').message).toBe('store backend failure: EIO');
  });

  it('classifies uncaught errors into run error kinds', () => {
    expect(E.uncaughtRunKind(E.toolCallFailure('x'), false)).toBe('Tool');
    expect(E.uncaughtRunKind(E.outOfScopeTool('x', [], false), false)).toBe('Tool');
    expect(E.uncaughtRunKind(E.unboundTool('x', []), false)).toBe('Tool');
    expect(E.uncaughtRunKind(E.toolLoopExhausted(), false)).toBe('Tool');
    expect(E.uncaughtRunKind(E.jumpInHandler(), false)).toBe('Runtime');
    expect(E.uncaughtRunKind(E.jumpInHandler(), true)).toBe('RequirementsUnmet');
    expect(E.uncaughtRunKind(E.toolCallFailure('x'), true)).toBe('Tool');
    expect(E.uncaughtRunKind(E.storeNotFound('x'), true)).toBe('Store');
    expect(E.uncaughtRunKind(E.cancelled(), false)).toBe('Cancelled');
    expect(E.uncaughtRunKind(E.modelBindingRequired('Intro'), false)).toBe('Binding');
    expect(E.uncaughtRunKind(E.emptyModelReply('stop'), false)).toBe('Completion');
    expect(E.uncaughtRunKind(E.scriptedModelExhausted(1, 'writer', null, 2), false)).toBe('Completion');
    expect(E.uncaughtRunKind(E.logEventBudget(), true)).toBe('Quota');
    expect(E.uncaughtMessage(E.logEventBudget())).toBe('lua log event quota exceeded');
    expect(E.uncaughtRunKind(E.internalInvariant('x'), false)).toBe('Internal');
    expect(E.RUN_ERROR_KINDS).toEqual(
      ['RequirementsUnmet', 'Binding', 'Tool', 'Runtime', 'Completion', 'Store', 'Quota', 'Limit', 'Cancelled', 'Internal', 'Determinism']);
  });
});

describe('adopted reference messages', () => {
  it('section references (§1.7)', () => {
    expect(E.sectionNotFound('## Nope', ['## A', '### B']).message)
      .toBe('section heading `## Nope` not found; available sections: ## A, ### B');
    expect(E.sectionBareName('Intro').message).toBe('section heading must include ### markers, got bare name: Intro');
  });
  it('prose substitution (§1.10)', () => {
    expect(E.proseUnclosed(12).message).toBe("unclosed '{{' in prose [Unclosed at byte 12]");
    expect(E.proseMissingKey('var.x', 3).message).toBe('missing {{ var.x }} [MissingKey at byte 3]');
    expect(E.proseMissingKey('a\nb' + 'c'.repeat(100), 0).message).toBe(`missing {{ a\\u000ab${'c'.repeat(72)}... }} [MissingKey at byte 0]`);
  });
  it('message lists (§4.4)', () => {
    expect(E.messageOrphanTool(3, 'c1').message).toBe('messages[3] is an orphan tool record: no pending assistant tool call with id "c1"');
  });
});

describe('catalogue', () => {
  it('gives every situation its own code', () => {
    const samples = Object.entries(E)
      .filter(([name, f]) => typeof f === 'function' && !['raise', 'errorValueEntries', 'uncaughtRunKind', 'uncaughtMessage',
        'formatNameList', 'proseMessagePath', 'requirementsUnmet', 'storeFault', 'callsNoCount', 'EngineException'].includes(name))
      .map(([name, f]) => {
        const call = f as (...a: unknown[]) => { code: string };
        try {
          return [name, call('x', 'x', 'x', 'x')] as const;
        } catch {
          return [name, call('x', ['x'], 'x', 'x')] as const;
        }
      });
    const codes = samples.map(([, v]) => v.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

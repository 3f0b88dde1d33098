// defineConfig and definePlugin refuse what the Harness could never use (interfaces.md "Config file",
// "Plugins"), with the messages of runtime/engine/errors.ts (ours: the spec gives none).
import { describe, expect, it } from 'vitest';
import { defineConfig, definePlugin, type Model } from '../../compiler/api.js';

describe('config checks', () => {
  it('definePlugin refuses an id that is not namespace/plugin', () => {
    expect(() => definePlugin({ id: 'acme', tools: [] })).toThrow(
      new TypeError('definePlugin: invalid Plugin id "acme": expected namespace/plugin, each segment of a-z 0-9 - _ .'));
  });

  it('definePlugin refuses a listed tool name that is not one segment', () => {
    const tool = { name: 'web/fetch', description: 'd', parameters: { type: 'object' }, run: async () => '' };
    expect(() => definePlugin({ id: 'acme/kit', tools: [tool] })).toThrow(
      new TypeError('definePlugin: Plugin acme/kit has a tool named "web/fetch": a tool name is one segment of a-z 0-9 - _ .'));
  });

  it('defineConfig refuses a model without complete()', () => {
    expect(() => defineConfig({ models: { writer: {} as Model } })).toThrow(
      new TypeError('defineConfig: models.writer is not a model: expected an object with complete(request, signal)'));
  });
});

// The config `promptforge mcp test/mcp/prompts` runs with in test/mcp/mcp-cli.test.ts: a writer
// model at the model's edge (the scripted-model mock of interfaces.md) that echoes the user text.
import { defineConfig } from 'promptforge-js';

export default defineConfig({
  models: { writer: { complete: async ({ messages }) => ({ text: `the model read: ${messages.at(-1).content}` }) } },
});

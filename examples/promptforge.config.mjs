// The config `promptforge run examples/<name>.md` uses from this folder (interfaces.md "Config
// file"): a stand-in `promptforge/web` Plugin that answers without touching the network (the real
// one, `webPlugin()`, fetches and searches live, which the README's first command must not need)
// and a scripted `writer` model that calls the first tool it is offered once, then answers in text.
import { defineConfig, definePlugin } from 'promptforge-js';

const web = definePlugin({
  id: 'promptforge/web',
  tools: [
    {
      name: 'fetch',
      description: 'Fetch a web page and return its main content as markdown.',
      parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
      run: async ({ url }) => `url: ${url}\ntruncated: false\nextraction: plain\n\n# Example Domain\n\nThis domain is for use in illustrative examples.`,
    },
    {
      name: 'search',
      description: 'Search the web and return a list of results (title, url, description).',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
      run: async ({ query }) => JSON.stringify({ results: [{ title: `About ${query}`, url: 'https://example.com', description: 'An example result.' }] }),
    },
  ],
});

/** Arguments a stand-in call passes to each kind of tool. */
function argumentsFor(tool) {
  const names = Object.keys(tool.parameters.properties ?? {});
  return Object.fromEntries(names.map((n) => [n, n === 'url' ? 'https://example.com' : n === 'choice' ? 'long' : 'example']));
}

/** Calls the first offered tool once per conversation, then answers with the last tool result. */
const writer = {
  async complete({ messages, tools }) {
    const last = messages[messages.length - 1];
    if (tools !== undefined && last.role === 'user') {
      return { toolCalls: [{ name: tools[0].name, arguments: argumentsFor(tools[0]) }] };
    }
    const tool = [...messages].reverse().find((m) => m.role === 'tool');
    if (tool === undefined) return { text: `Answer to: ${String(last.content)}` };
    // Inside an untrusted envelope the content starts on the line after the opening tag.
    const lines = String(tool.content).split('\n');
    const open = lines.findIndex((l) => l.startsWith('<untrusted_input_'));
    return { text: `Answer based on: ${lines[open + 1] ?? lines[0]}` };
  },
};

export default defineConfig({ plugins: [web], models: { writer }, seed: 7 });

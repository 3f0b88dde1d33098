// What the playground starts with and runs against: an example prompt, its scripted replies, and
// a stand-in `promptforge/web` Plugin whose tools answer without the network (as the examples'
// promptforge.config.mjs does for the CLI).
import type { Plugin } from '../../runtime/engine/plugin-types.js';

export const EXAMPLE_PROMPT = `---
name: researcher
description: Answers a question from a web search, then tidies the answer in Lua
promptforge: 0
plugins:
  - promptforge/web
tools:
  search: promptforge/web/search
models:
  writer: {}
---

# Researcher

## Research

\`\`\`lua
models.use('writer')
tools.add('search')
local msgs = messages.new():user('Answer from web sources: ' .. args)
models.loop(msgs)
local answer = msgs[#msgs].content
local _, words = answer:gsub('%a+', '')
return string.format('%s (%d words, %d search)', answer, words, tools.calls.search)
\`\`\`
`;

export const EXAMPLE_ARGS = 'What is Lua?';

export const EXAMPLE_REPLIES = `[
  { "toolCalls": [{ "name": "search", "arguments": { "query": "Lua language" } }] },
  { "text": "Lua is a small embeddable scripting language." }
]`;

export const webStandIn: Plugin = {
  id: 'promptforge/web',
  tools: [
    {
      name: 'search',
      description: 'Search the web and return a list of results (title, url, description).',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
      run: async (args) => JSON.stringify({ results: [{ title: `About ${String(args.query)}`, url: 'https://example.com', description: 'An example result.' }] }),
    },
    {
      name: 'fetch',
      description: 'Fetch a web page and return its main content as markdown.',
      parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
      run: async (args) => `url: ${String(args.url)}\n\n# Example Domain\n\nThis domain is for use in illustrative examples.`,
    },
  ],
};

#!/usr/bin/env node
// Records the cassettes in examples/cassettes/ (run `npm run build` first):
//
//   node scripts/record-example-cassettes.mjs
//
// For each example below it starts a real chat-completions server on 127.0.0.1 (a small
// deterministic stand-in for a model: it searches, reads the first result, then answers from what it
// read), runs `promptforge run EXAMPLE ARGS --record` through the CLI with openaiModel pointed at
// that server and a stand-in `promptforge/web` Plugin with canned pages (no network), and keeps the
// run's stdout and trace next to the cassette. test/record-replay/shipped-cassettes.test.ts replays
// every cassette offline and compares result and trace with these files byte for byte.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('../', import.meta.url));
const out = join(repo, 'examples/cassettes');

/** The examples recorded, with their argument string. */
export const EXAMPLES = [
  { name: 'researcher', args: 'What is Lua?' },
  { name: 'sourced-answer', args: 'Who created Lua?' },
  { name: 'two-step-research', args: 'Lua coroutines' },
  { name: 'router', args: 'a one-line greeting' },
];

// --- the stand-in model ---------------------------------------------------------------------

const text = (m) => (typeof m.content === 'string' ? m.content : (m.content ?? []).map((p) => p.text ?? '').join(''));

/** The reply of a model that searches, reads the first result, then answers from it. */
function reply({ messages, tools = [] }) {
  const offered = new Set(tools.map((t) => t.function.name));
  const user = text(messages.findLast((m) => m.role === 'user'));
  const results = messages.filter((m) => m.role === 'tool').map(text);
  const called = messages.flatMap((m) => m.tool_calls ?? []).map((c) => c.function.name);
  const call = (name, args) => ({ content: null, tool_calls: [{ id: `call_${called.length + 1}`, type: 'function', function: { name, arguments: JSON.stringify(args) } }] });
  const asked = user.replace(/^[^:]*:\s*/, '');
  if (offered.has('decide') && !called.includes('decide')) return call('decide', { choice: asked.length > 40 ? 'long' : 'short' });
  if (/^Write a short summary/.test(user)) return { content: `Summary: ${asked}` };
  if (offered.has('search') && !called.includes('search')) return call('search', { query: asked });
  if (offered.has('fetch') && !called.includes('fetch')) {
    const url = /"url":\s*"([^"]+)"/.exec(results.at(-1) ?? '')?.[1] ?? 'https://www.lua.org/about.html';
    return call('fetch', { url });
  }
  const last = results.at(-1);
  if (last === undefined) return { content: `Summary: ${user.slice(0, 160)}` };
  // Tool output arrives inside the untrusted envelope: read what is between its tags.
  const read = /<untrusted_input_\w+>\n([\s\S]*?)\n<\/untrusted_input_/.exec(last)?.[1] ?? last;
  const lines = read.split('\n').filter((l) => l !== '' && !l.startsWith('<') && !/^(url|truncated|extraction):/.test(l) && !l.startsWith('#'));
  return { content: `From what I read: ${lines[0] ?? 'nothing useful'}` };
}

function startModelServer() {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      const message = reply(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({
        id: 'chatcmpl-example', object: 'chat.completion', created: 0, model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: message.tool_calls ? 'tool_calls' : 'stop' }],
      }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// --- the recording config -------------------------------------------------------------------

function configSource(baseURL) {
  const api = pathToFileURL(join(repo, 'dist/compiler/api.js')).href;
  return `import { defineConfig, definePlugin, openaiModel } from ${JSON.stringify(api)};
const pages = {
  'https://www.lua.org/about.html': 'Lua is a powerful, efficient, lightweight, embeddable scripting language. It supports procedural, object-oriented, functional and data-driven programming.',
  'https://www.lua.org/authors.html': 'Lua was created in 1993 by Roberto Ierusalimschy, Luiz Henrique de Figueiredo and Waldemar Celes at PUC-Rio, Brazil.',
  'https://www.lua.org/pil/9.html': 'A coroutine in Lua is a line of execution with its own stack; coroutine.resume and coroutine.yield pass values in and out.',
};
const web = definePlugin({
  id: 'promptforge/web',
  tools: [
    {
      name: 'search',
      description: 'Search the web and return a list of results (title, url, description).',
      parameters: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
      run: async ({ query }) => {
        const url = /creat|who/i.test(query) ? 'https://www.lua.org/authors.html' : /corout/i.test(query) ? 'https://www.lua.org/pil/9.html' : 'https://www.lua.org/about.html';
        return JSON.stringify({ results: [{ title: 'Lua: ' + query, url, description: pages[url].slice(0, 60) }] });
      },
    },
    {
      name: 'fetch',
      description: 'Fetch a web page and return its main content as markdown.',
      parameters: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
      run: async ({ url }) => 'url: ' + url + '\\ntruncated: false\\nextraction: readability\\n\\n# Lua\\n\\n' + (pages[url] ?? 'Not found.'),
    },
  ],
});
export default defineConfig({ plugins: [web], models: () => openaiModel({ baseURL: ${JSON.stringify(baseURL)}, model: 'example-model' }) });
`;
}

function cli(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(repo, 'bin/promptforge.js'), ...args], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function main() {
  const server = await startModelServer();
  const dir = await mkdtemp(join(tmpdir(), 'pf-cassettes-'));
  try {
    const config = join(dir, 'promptforge.config.mjs');
    await writeFile(config, configSource(`http://127.0.0.1:${server.address().port}/v1`));
    await mkdir(out, { recursive: true });
    for (const { name, args } of EXAMPLES) {
      const cassette = join(out, `${name}.json`);
      const trace = join(out, `${name}.trace.jsonl`);
      const r = await cli(['run', `examples/${name}.md`, args, '--config', config, '--seed', '7', '--record', cassette, '--trace', trace]);
      if (r.status !== 0) throw new Error(`${name}: exit ${r.status}\n${r.stderr}`);
      await writeFile(join(out, `${name}.out`), r.stdout);
      process.stdout.write(`recorded ${name}: ${r.stdout}`);
    }
  } finally {
    server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();

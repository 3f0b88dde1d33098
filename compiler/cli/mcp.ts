// `promptforge mcp DIR [--http PORT] [--config FILE] [--seed N]` (issue #5 item 7): serves every
// prompt in DIR as an MCP tool through @modelcontextprotocol/sdk, over stdio (default) or streamable
// HTTP, so agent harnesses can call prompts. A tool's name and description come from the prompt's
// frontmatter, its input is the run's argument string, its output the run result; a failed run is
// an isError result carrying the text `promptforge run` prints for it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { z } from 'zod';
import { CompileError, loadPromptSource, run } from '../api.js';
import { resolveConfig } from '../../runtime/host/config-file.js';
import type { Config } from '../../runtime/host/config.js';
import type { CompiledPrompt } from '../../runtime/engine/define-prompt.js';
import { readFailure, usageError, USAGE, type CliIO } from './usage.js';

interface McpOptions {
  readonly dir: string;
  readonly http?: number;
  readonly config?: string;
  readonly seed?: number;
}

/** The options of `mcp`, `'help'`, or a usage error message. */
function parseMcpArgs(argv: string[]): McpOptions | 'help' | string {
  let dir: string | undefined, http: number | undefined, config: string | undefined, seed: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--http' || arg === '--seed') {
      const v = argv[++i];
      if (v === undefined || !/^\d+$/.test(v)) return `${arg} needs a non-negative integer, got ${v ?? 'nothing'}`;
      if (arg === '--http') http = Number(v);
      else seed = Number(v);
    } else if (arg === '--config') {
      config = argv[++i];
      if (config === undefined) return '--config needs a value';
    } else if (arg.startsWith('-')) return `unknown option ${arg}`;
    else if (dir !== undefined) return `unexpected argument ${arg}`;
    else dir = arg;
  }
  if (dir === undefined) return 'missing folder argument';
  return { dir, ...(http !== undefined ? { http } : {}), ...(config !== undefined ? { config } : {}), ...(seed !== undefined ? { seed } : {}) };
}

/** Compiles every `.md` prompt in the folder; problems are reported on stderr and the prompt skipped. */
async function loadFolder(dir: string, io: CliIO): Promise<CompiledPrompt[] | undefined> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort();
  } catch (e) {
    io.stderr(`promptforge: ${readFailure(dir, e)}\n`);
    return undefined;
  }
  const prompts: CompiledPrompt[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    let prompt: CompiledPrompt;
    try {
      prompt = await loadPromptSource(await readFile(join(dir, name)), name);
    } catch (e) {
      if (!(e instanceof CompileError)) throw e;
      for (const d of e.diagnostics) io.stderr(`${join(dir, name)}:${d.line ?? 1}:${d.column ?? 1}: error[${d.kind}]: ${d.message}\n`);
      io.stderr(`promptforge mcp: skipped ${name}: it does not compile\n`);
      continue;
    }
    if (seen.has(prompt.meta.name)) {
      io.stderr(`promptforge mcp: skipped ${name}: another prompt is already served as tool ${prompt.meta.name}\n`);
      continue;
    }
    seen.add(prompt.meta.name);
    prompts.push(prompt);
  }
  return prompts;
}

/** One MCP server exposing the prompts as tools (a fresh one per HTTP request: stateless mode). */
function promptServer(prompts: readonly CompiledPrompt[], config: Config, seed: number | undefined): McpServer {
  const server = new McpServer({ name: 'promptforge', version: '0' });
  for (const prompt of prompts) {
    server.registerTool(prompt.meta.name, {
      description: prompt.meta.description,
      inputSchema: { args: z.string().optional().describe("The run's argument string (the prompt's Lua global args)") },
    }, async ({ args }, extra) => {
      const outcome = await run(prompt, { args: args ?? '', config, signal: extra.signal, ...(seed !== undefined ? { seed } : {}) });
      if (outcome.ok) return { content: [{ type: 'text' as const, text: outcome.result ?? '' }] };
      // The same text `promptforge run` prints on stderr (compiler/cli/run.ts).
      return { isError: true, content: [{ type: 'text' as const, text: `error[${outcome.error.kind}]: ${outcome.error.message}` }] };
    });
  }
  return server;
}

/** Serves streamable HTTP on 127.0.0.1:PORT until SIGINT or SIGTERM. */
async function serveHttp(port: number, make: () => McpServer, io: CliIO): Promise<number> {
  const http = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST') {
      // Stateless: no server-initiated stream (GET) and no session to end (DELETE).
      res.writeHead(405, { Allow: 'POST' }).end();
      return;
    }
    const server = make();
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    server.connect(transport).then(() => transport.handleRequest(req, res)).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  const listening = await new Promise<boolean>((resolve) => {
    http.once('error', (e) => {
      io.stderr(`promptforge mcp: cannot listen on 127.0.0.1:${port}: ${e.message}\n`);
      resolve(false);
    });
    http.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (!listening) return 1;
  const address = http.address();
  io.stderr(`promptforge mcp: listening on http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : port}/mcp\n`);
  await new Promise<void>((resolve) => {
    const stop = () => {
      http.closeAllConnections();
      http.close(() => resolve());
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}

/** Runs `mcp`; resolves to the exit status when the server stops. */
export async function mcpCommand(argv: string[], io: CliIO): Promise<number> {
  const parsed = parseMcpArgs(argv);
  if (parsed === 'help') {
    io.stdout(USAGE);
    return 0;
  }
  if (typeof parsed === 'string') return usageError(io, `mcp: ${parsed}`);
  const loaded = await resolveConfig({ cwd: process.cwd(), ...(parsed.config !== undefined ? { explicit: parsed.config } : {}) });
  if (!loaded.ok) {
    io.stderr(`error[${loaded.failure.kind}]: ${loaded.failure.message}\n`);
    return 1;
  }
  const prompts = await loadFolder(parsed.dir, io);
  if (prompts === undefined) return 1;
  if (prompts.length === 0) {
    io.stderr(`promptforge mcp: no prompt to serve in ${parsed.dir}\n`);
    return 1;
  }
  const make = () => promptServer(prompts, loaded.config, parsed.seed);
  if (parsed.http !== undefined) return serveHttp(parsed.http, make, io);
  // stdio: stdout is the MCP channel from here on; every message of ours goes to stderr.
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    transport.onclose = () => resolve();
    process.stdin.once('end', () => resolve());
  });
  await make().connect(transport);
  await closed;
  return 0;
}

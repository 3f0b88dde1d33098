// `mcpPlugin({ id, command | url, trust })`: the tools of an MCP server as one Plugin's tools
// (interfaces.md "Plugins"), through @modelcontextprotocol/sdk over stdio (a child process) or
// streamable HTTP. Each run connects at activation and disconnects when it ends (`deactivate`), so
// a stdio server process lives exactly as long as the run.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { JsonObject } from '../../../engine/json.js';
import { isPluginId, type Plugin, type PluginContext, type ToolDefinition } from '../../../engine/plugin-types.js';
import { resultText } from './content-text.js';
import {
  mcpCallFailed, mcpConnectFailed, mcpOptionsId, mcpOptionsTarget, mcpServerGone, mcpTimedOut, mcpToolError,
} from './messages.js';

/** Options of an MCP Plugin: its id, and the server as a command (stdio) or a URL (streamable HTTP). */
export interface McpPluginOptions {
  /** The Plugin id, `namespace/plugin`; the server's tools become `${id}/${name}`. */
  readonly id: string;
  /** The server process and its arguments, spoken to over stdio. */
  readonly command?: readonly [string, ...string[]];
  /** A streamable HTTP endpoint. */
  readonly url?: string;
  /** The output of the server's tools is untrusted (enveloped) unless this is 'trusted'. */
  readonly trust?: 'trusted' | 'untrusted';
  /** Extra environment for the server process (added to the SDK's safe default environment). */
  readonly env?: Readonly<Record<string, string>>;
  readonly cwd?: string;
  /** Extra HTTP headers for a URL server (credentials come from the Host, never the prompt). */
  readonly headers?: Readonly<Record<string, string>>;
  /** How long one tool call may take (default 60 s, the SDK's request timeout). */
  readonly timeoutMs?: number;
}

const CLIENT_INFO = { name: 'promptforge-js', version: '0' };

function transportFor(options: McpPluginOptions) {
  if (options.command !== undefined) {
    const [command, ...args] = options.command;
    return new StdioClientTransport({
      command, args,
      ...(options.env !== undefined ? { env: { ...(process.env as Record<string, string>), ...options.env } } : {}),
      ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
      // The server's own diagnostics stay out of the CLI's stdout/stderr contract.
      stderr: 'ignore',
    });
  }
  return new StreamableHTTPClientTransport(new URL(options.url!), {
    ...(options.headers !== undefined ? { requestInit: { headers: { ...options.headers } } } : {}),
  });
}

/** Every tool the server lists (following pagination). */
async function listAll(client: Client): Promise<Tool[]> {
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor !== undefined ? { cursor } : {});
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor !== undefined);
  return tools;
}

/** One tool call; a failure of any kind is thrown with a model-safe message. */
async function callTool(client: Client, options: McpPluginOptions, name: string, args: JsonObject, signal: AbortSignal): Promise<string> {
  let result;
  try {
    result = await client.callTool({ name, arguments: args }, undefined, {
      signal, ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
    });
  } catch (e) {
    if (signal.aborted) throw e;
    if (e instanceof McpError && e.code === ErrorCode.RequestTimeout) throw new Error(mcpTimedOut(options.id, name));
    if (e instanceof McpError && e.code === ErrorCode.ConnectionClosed) throw new Error(mcpServerGone(options.id, name));
    throw new Error(mcpCallFailed(options.id, name, e instanceof Error ? e.message : String(e)));
  }
  const text = resultText(result as Parameters<typeof resultText>[0]);
  if (result.isError === true) throw new Error(mcpToolError(text));
  return text;
}

/** The first-party MCP Plugin. */
export function mcpPlugin(options: McpPluginOptions): Plugin {
  if (!isPluginId(options.id)) throw new TypeError(mcpOptionsId(options.id));
  if ((options.command === undefined) === (options.url === undefined) || (options.command !== undefined && options.command.length === 0)) {
    throw new TypeError(mcpOptionsTarget(options.id));
  }
  // One client per run: the run's context is the key, so concurrent runs never share a server.
  const sessions = new WeakMap<PluginContext, Client>();
  return {
    id: options.id,
    tools: async (ctx) => {
      const client = new Client(CLIENT_INFO);
      let listed: Tool[];
      try {
        await client.connect(transportFor(options));
        sessions.set(ctx, client);
        listed = await listAll(client);
      } catch (e) {
        await client.close().catch(() => undefined);
        throw new Error(mcpConnectFailed(options.id, e instanceof Error ? e.message : String(e)));
      }
      return listed.map((tool): ToolDefinition => ({
        name: tool.name,
        description: tool.description ?? '',
        parameters: tool.inputSchema as JsonObject,
        trust: options.trust === 'trusted' ? 'trusted' : 'untrusted',
        run: (args, runCtx) => callTool(client, options, tool.name, args, runCtx.signal),
      }));
    },
    deactivate: async (ctx) => {
      const client = sessions.get(ctx);
      sessions.delete(ctx);
      await client?.close();
    },
  };
}

// The SDK side of the MCP Plugin: connecting, listing and calling tools. Loaded by index.ts only
// when a run activates an MCP Plugin, so importing `promptforge-js` does not load the SDK (~0.5 s).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ErrorCode, McpError, type Tool } from '@modelcontextprotocol/sdk/types.js';
import type { JsonObject } from '../../../engine/json.js';
import type { McpPluginOptions } from './index.js';
import { resultText } from './content-text.js';
import { mcpCallFailed, mcpServerGone, mcpTimedOut, mcpToolError } from './messages.js';

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
export async function callTool(client: Client, options: McpPluginOptions, name: string, args: JsonObject, signal: AbortSignal): Promise<string> {
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


/** A connected client and the server's tools; the client is closed again when listing fails. */
export async function connect(options: McpPluginOptions): Promise<{ client: Client; tools: Tool[] }> {
  const client = new Client(CLIENT_INFO);
  try {
    await client.connect(transportFor(options));
    return { client, tools: await listAll(client) };
  } catch (e) {
    await client.close().catch(() => undefined);
    throw e;
  }
}

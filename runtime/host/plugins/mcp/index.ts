// `mcpPlugin({ id, command | url, trust })`: the tools of an MCP server as one Plugin's tools
// (interfaces.md "Plugins"), through @modelcontextprotocol/sdk over stdio (a child process) or
// streamable HTTP. Each run connects at activation and disconnects when it ends (`deactivate`), so
// a stdio server process lives exactly as long as the run.
import type { JsonObject } from '../../../engine/json.js';
import { isPluginId, type Plugin, type PluginContext, type ToolDefinition } from '../../../engine/plugin-types.js';
import { mcpConnectFailed, mcpOptionsId, mcpOptionsTarget } from './messages.js';

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

/** The first-party MCP Plugin. */
export function mcpPlugin(options: McpPluginOptions): Plugin {
  if (!isPluginId(options.id)) throw new TypeError(mcpOptionsId(options.id));
  if ((options.command === undefined) === (options.url === undefined) || (options.command !== undefined && options.command.length === 0)) {
    throw new TypeError(mcpOptionsTarget(options.id));
  }
  // One client per run: the run's context is the key, so concurrent runs never share a server.
  const sessions = new WeakMap<PluginContext, { close(): Promise<void> }>();
  return {
    id: options.id,
    tools: async (ctx) => {
      const sdk = await import('./session.js');
      let connected: Awaited<ReturnType<typeof sdk.connect>>;
      try {
        connected = await sdk.connect(options);
      } catch (e) {
        throw new Error(mcpConnectFailed(options.id, e instanceof Error ? e.message : String(e)));
      }
      const { client, tools: listed } = connected;
      sessions.set(ctx, client);
      return listed.map((tool): ToolDefinition => ({
        name: tool.name,
        description: tool.description ?? '',
        parameters: tool.inputSchema as JsonObject,
        trust: options.trust === 'trusted' ? 'trusted' : 'untrusted',
        run: (args: JsonObject, runCtx) => sdk.callTool(client, options, tool.name, args, runCtx.signal),
      }));
    },
    deactivate: async (ctx) => {
      const client = sessions.get(ctx);
      sessions.delete(ctx);
      await client?.close();
    },
  };
}

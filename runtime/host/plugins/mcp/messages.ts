// Messages of `mcpPlugin` (ours: interfaces.md names the Plugin, not its texts). A tool failure's
// text reaches the model, so it says what happened without the server's internals.

export const mcpOptionsId = (id: string): string => `mcpPlugin: id must be namespace/plugin, got ${JSON.stringify(id)}`;
export const mcpOptionsTarget = (id: string): string => `mcpPlugin ${id}: give exactly one of command: [program, ...args] or url`;
export const mcpConnectFailed = (id: string, reason: string): string => `MCP server ${id} could not be started or reached: ${reason}`;
export const mcpToolError = (text: string): string => (text === '' ? 'the MCP tool reported an error' : text);
export const mcpTimedOut = (id: string, tool: string): string => `MCP server ${id} did not answer ${tool} in time`;
export const mcpServerGone = (id: string, tool: string): string => `MCP server ${id} stopped while running ${tool}`;
export const mcpCallFailed = (id: string, tool: string, reason: string): string => `MCP server ${id} failed to run ${tool}: ${reason}`;

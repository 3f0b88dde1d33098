// An MCP tool result as the one text a Plugin tool returns: text items joined by newlines, other
// items named by a bracketed placeholder (the model cannot read binary data inline), structured
// content as JSON when the server gave no content items.

/** The parts of a CallToolResult this module reads. */
export interface ToolResultLike {
  readonly content?: readonly unknown[];
  readonly structuredContent?: unknown;
  readonly isError?: boolean;
}

function itemText(item: unknown): string {
  const i = (item ?? {}) as { type?: unknown; text?: unknown; mimeType?: unknown; uri?: unknown; resource?: { uri?: unknown; text?: unknown } };
  switch (i.type) {
    case 'text': return typeof i.text === 'string' ? i.text : '';
    case 'image': case 'audio': return `[${String(i.type)} ${String(i.mimeType ?? '')}]`.replace(' ]', ']');
    case 'resource': return typeof i.resource?.text === 'string' ? i.resource.text : `[resource ${String(i.resource?.uri ?? '')}]`;
    case 'resource_link': return `[resource ${String(i.uri ?? '')}]`;
    default: return '';
  }
}

/** The result's text. */
export function resultText(result: ToolResultLike): string {
  const content = result.content ?? [];
  if (content.length === 0 && result.structuredContent !== undefined) return JSON.stringify(result.structuredContent);
  return content.map(itemText).join('\n');
}

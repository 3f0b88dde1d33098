// A prompt document whose only section runs one Lua block: for engine tests of compiled Lua.

/** The .md text of a prompt named `name` with a `## Main` section running `body`. */
export function luaPrompt(name: string, body: string): string {
  return `---
name: ${name}
description: ${name}
promptforge: 0
---

# ${name}

## Main

\`\`\`lua
${body}
\`\`\`
`;
}

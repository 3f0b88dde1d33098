// `promptforge`: dispatches to one file per command (interfaces.md, CLI). compile, lua and mcp are
// imported when used, so `check` and `run` never load ts-morph, the worker code or the MCP server.

import { readFileSync } from 'node:fs';
import { checkCommand } from './check.js';
import { runCommand } from './run.js';
import { processIO, usageError, USAGE, type CliIO } from './usage.js';

/** Runs the CLI with `argv` (without node and the script); resolves to the exit status. */
export async function main(argv: string[], io: CliIO = processIO): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case undefined:
      return usageError(io, 'missing command');
    case '--help':
    case '-h':
    case 'help':
      io.stdout(USAGE);
      return 0;
    case '--version':
      io.stdout(`promptforge ${version()}\n`);
      return 0;
    case 'check':
      return checkCommand(rest, io);
    case 'run':
      return runCommand(rest, io);
    case 'compile':
      return (await import('./compile.js')).compileCommand(rest, io);
    case 'lua':
      // luaCommand(args) writes to the process streams itself.
      return (await import('./lua.js')).luaCommand(rest);
    case 'mcp':
      return (await import('./mcp.js')).mcpCommand(rest, io);
    default:
      return usageError(io, `unknown command ${command}`);
  }
}

/** The package version, read from the package.json above this file (source or dist). */
function version(): string {
  for (const up of ['../../package.json', '../../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(up, import.meta.url), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'promptforge-js' && pkg.version) return pkg.version;
    } catch {
      // try the next level
    }
  }
  return 'unknown';
}

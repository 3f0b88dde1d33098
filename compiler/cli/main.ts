// `promptforge`: dispatches to one file per command (interfaces.md, CLI).

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
      return delegate('./compile.js', 'compileCommand', 'compile', rest, io);
    case 'lua':
      return delegate('./lua.js', 'luaCommand', 'lua', rest, io);
    case 'mcp':
      return delegate('./mcp.js', 'mcpCommand', 'mcp', rest, io);
    default:
      return usageError(io, `unknown command ${command}`);
  }
}

/** Calls a command implemented in its own module, which may not be built yet. */
async function delegate(specifier: string, name: string, command: string, args: string[], io: CliIO): Promise<number> {
  let mod: Record<string, unknown>;
  try {
    mod = (await import(specifier)) as Record<string, unknown>;
  } catch (e) {
    const code = (e as { code?: string } | null)?.code;
    if (code !== 'ERR_MODULE_NOT_FOUND') throw e;
    io.stderr(`promptforge: the ${command} command is not available in this build\n`);
    return 1;
  }
  const fn = mod[name];
  if (typeof fn !== 'function') {
    io.stderr(`promptforge: the ${command} command is not available in this build\n`);
    return 1;
  }
  // luaCommand(args) writes to the process streams itself.
  return (fn as (args: string[], io?: CliIO) => Promise<number>)(args, io);
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

// The CLI's usage text and usage errors (interfaces.md, CLI).

/** Where a command writes: the process streams, or buffers in tests. */
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const processIO: CliIO = {
  stdout: (text) => void process.stdout.write(text),
  stderr: (text) => void process.stderr.write(text),
};

export const USAGE = `Usage: promptforge <command> [options]

Commands:
  compile <file.md>... [-o DIR] [--sourcemap] [--dts]
          Compile prompts to ES modules (<stem>.js, plus .js.map and .d.ts when asked).
  check   <file.md>...
          Parse and check prompts without running them; print each diagnostic as
          FILE:LINE:COLUMN: error[KIND]: MESSAGE and exit 1 if there is any.
  run     <file.md|compiled.js> [ARGS...] [--config FILE] [--seed N] [--json]
          [--trace FILE] [--store DIR] [--record FILE] [--replay FILE]
          Compile and run one prompt; ARGS joined with spaces are the Lua global \`args\`.
          --record FILE writes a cassette of the run's model replies and Plugin tool
          results; --replay FILE reruns from one with no model and no network.
          Without a config file, PROMPTFORGE_BASE_URL (and PROMPTFORGE_MODEL,
          PROMPTFORGE_API_KEY) name an OpenAI-compatible model for every role.
  lua     <file.lua>
          Compile and run a plain Lua 5.4 chunk.
  mcp     <DIR> [--http PORT] [--config FILE] [--seed N]
          Serve every prompt in DIR as an MCP tool (name and description from its
          frontmatter, input {args}, the run result as output) over stdio, or over
          streamable HTTP on 127.0.0.1:PORT/mcp with --http.

Options:
  -h, --help   Show this help.
  --version    Print the version.
`;

/** Exit status of a usage error. */
export const EXIT_USAGE = 2;

/** Reports a usage error (`promptforge: MESSAGE`, then the usage) and returns exit status 2. */
export function usageError(io: CliIO, message: string): number {
  io.stderr(`promptforge: ${message}\n\n${USAGE}`);
  return EXIT_USAGE;
}

/** A one-line reason for a failed file read, without a stack trace. */
export function readFailure(file: string, error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  const reason =
    code === 'ENOENT' ? 'no such file or directory'
    : code === 'EISDIR' ? 'is a directory'
    : code === 'EACCES' || code === 'EPERM' ? 'permission denied'
    : error instanceof Error ? error.message
    : String(error);
  return `cannot read ${file}: ${reason}`;
}

/** `compile --dts` without ts-morph installed (it builds the declaration files). */
export function dtsNeedsTsMorph(detail: string): string {
  return `compile --dts needs the ts-morph package (npm install --save-dev ts-morph): ${detail}`;
}

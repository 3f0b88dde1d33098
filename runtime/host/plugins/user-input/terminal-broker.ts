// The input broker the CLI provides when stdin is a terminal (interfaces.md "CLI"; reference §7.4):
// each ask shows a prompt on stderr and reads one line from stdin. With stdin not a terminal the
// CLI provides none, so a prompt that requires operator input is refused instead of hanging.
import { createInterface } from 'node:readline';
import type { InputBroker } from './index.js';
import { operatorClosedInput, TERMINAL_PROMPT } from './messages.js';

/** A broker reading lines from `input` (a TTY), prompting on `output`. */
export function terminalBroker(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stderr,
): InputBroker {
  return {
    ask: (signal) => new Promise<string>((resolve, reject) => {
      // One interface per ask: closing it releases stdin, so the process can exit after the run.
      const rl = createInterface({ input, output, terminal: true });
      let answered = false;
      const done = () => {
        signal.removeEventListener('abort', onAbort);
        rl.close();
      };
      const onAbort = () => {
        done();
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      rl.on('close', () => {
        if (!answered) reject(new Error(operatorClosedInput()));
      });
      rl.question(TERMINAL_PROMPT, (line) => {
        answered = true;
        done();
        resolve(line);
      });
    }),
  };
}

/** The config's services plus the terminal broker when stdin is a TTY and the config has none. */
export function withTerminalBroker(
  services: Readonly<Record<string, unknown>> | undefined,
  stdin: NodeJS.ReadStream = process.stdin,
): Readonly<Record<string, unknown>> | undefined {
  if (!stdin.isTTY || (services !== undefined && Object.hasOwn(services, 'promptforge/input-broker'))) return services;
  return { ...services, 'promptforge/input-broker': terminalBroker(stdin) };
}

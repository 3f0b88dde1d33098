// Operator input (reference §7.4): the first-party `promptforge/user-input` Plugin, the `input`
// global, the `promptforge/input-broker` service, and the CLI's terminal broker driven through a
// real pseudo-terminal (util-linux `script`) and through a pipe.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPromptSource, run, scriptedModel } from '../../compiler/api.js';
import { userInputPlugin, type InputBroker } from '../../runtime/host/plugins/user-input/index.js';
import type { TraceEvent } from '../../runtime/engine/trace.js';

const REQUIRED = 'plugins:\n  - promptforge/user-input\n';
const OPTIONAL = 'plugins:\n  - ref: promptforge/user-input\n    optional: true\n';
const ASKS_ONCE = "local text, available = input.ask()\nreturn tostring(input.connected()) .. '|' .. text .. '|' .. tostring(available)";

function source(frontmatter: string, lua: string): string {
  return `---\nname: asks-input\ndescription: d\npromptforge: 0\n${frontmatter}---\n\n# Title\n\n## Only\n\n\`\`\`lua\n${lua}\n\`\`\`\n`;
}
async function runWith(frontmatter: string, lua: string, broker?: InputBroker, extra: Record<string, unknown> = {}) {
  const prompt = await loadPromptSource(Buffer.from(source(frontmatter, lua)), 'asks-input.md');
  const events: TraceEvent[] = [];
  const outcome = await run(prompt, {
    seed: 3,
    config: { plugins: [userInputPlugin()], services: broker ? { 'promptforge/input-broker': broker } : {}, ...extra },
    onEvent: (e) => void events.push(e),
  });
  return { outcome, events };
}
const typed = (text: string): InputBroker => ({ ask: async () => text });
const failing: InputBroker = { ask: async () => { throw new Error("the operator's window closed"); } };

describe('input.ask and input.connected', () => {
  it('answers the operator text byte-exact, trusted, with available = true', async () => {
    const text = '  two lines\nwith\ttabs  ';
    const { outcome, events } = await runWith(REQUIRED, ASKS_ONCE, typed(text));
    expect(outcome).toEqual({ ok: true, result: `true|${text}|true` });
    expect(events.find((e) => e.type === 'tool.call')).toMatchObject({ alias: 'input.ask', path: 'promptforge/user-input/ask', by: 'script' });
  });

  it('refuses a required declaration on a Host without a broker, naming the service', async () => {
    const { outcome } = await runWith(REQUIRED, ASKS_ONCE);
    expect(outcome).toEqual({ ok: false, error: { phase: 'prepare', kind: 'RequirementsUnmet',
      message: 'the environment cannot satisfy this prompt:\n- promptforge/user-input needs promptforge/input-broker, and this host provides none' } });
    const slot = await runWith(`${REQUIRED}tools:\n  ask: promptforge/user-input/ask\n`, ASKS_ONCE);
    expect(slot.outcome.ok === false && slot.outcome.error.message).not.toContain('missing required Plugin');
  });

  it('runs an optional declaration without a broker on the fallback sentence, unavailable', async () => {
    const { outcome, events } = await runWith(OPTIONAL, ASKS_ONCE);
    expect(outcome).toEqual({ ok: true, result: 'false|User input is unavailable in this host; continue without it.|false' });
    expect(events.filter((e) => e.type === 'log').map((e) => (e as { message: string }).message))
      .toEqual(['optional Plugin promptforge/user-input runs without promptforge/input-broker: this host provides none']);
  });

  it('a broker failure raises kind tool where pcall catches it, and fails the run as Tool uncaught', async () => {
    const caught = await runWith(REQUIRED, "local ok, err = pcall(input.ask)\nreturn tostring(ok) .. '|' .. err.kind .. '|' .. tostring(err)", failing);
    expect(caught.outcome).toEqual({ ok: true, result: "false|tool|tool call failure: the operator's window closed" });
    const uncaught = await runWith(REQUIRED, 'return (input.ask())', failing);
    expect(uncaught.outcome).toEqual({ ok: false, error: { phase: 'run', kind: 'Tool', message: "tool call failure: the operator's window closed" } });
  });

  it('takes no arguments', async () => {
    const { outcome } = await runWith(REQUIRED, "local ok, err = pcall(input.ask, 1)\nreturn tostring(ok) .. '|' .. tostring(err)", typed('x'));
    expect(outcome).toEqual({ ok: true, result: 'false|input.ask takes no arguments' });
  });

  it('exists only when the Plugin is declared', async () => {
    const { outcome } = await runWith('', "local ok, err = pcall(function() return input.ask() end)\nreturn tostring(ok) .. '|' .. tostring(err)", typed('x'));
    expect(outcome.ok && outcome.result).toMatch(/^false\|asks-input\.md:\d+: attempt to index a nil value \(global 'input'\)$/);
  });

  it('an alias named input fails the run before any effect; another alias runs beside the global', async () => {
    const clash = await runWith(`${REQUIRED}tools:\n  input: promptforge/user-input/ask\n`, ASKS_ONCE, typed('x'));
    expect(clash.outcome).toEqual({ ok: false, error: { phase: 'run', kind: 'Runtime',
      message: "Plugin `promptforge/user-input`: its prelude defines the global `input`, which the prompt's frontmatter binds as a tool or model alias" } });
    expect(clash.events.filter((e) => e.type === 'tool.call')).toEqual([]);
    const alias = await runWith(`${REQUIRED}tools:\n  ask: promptforge/user-input/ask\n`,
      "return tools.call(ask) .. '|' .. ask.name .. '|' .. type(input.ask) .. '|' .. type(tools.call)", typed('hello'));
    expect(alias.outcome).toEqual({ ok: true, result: 'hello|ask|function|function' });
  });

  it('the model asks the operator through a bound, scoped alias and reads the answer unwrapped', async () => {
    const writer = scriptedModel([{ toolCalls: [{ name: 'ask', arguments: {} }] }, (req) => ({ text: `got ${String(req.messages.at(-1)!.content)}` })]);
    const { outcome } = await runWith(`${REQUIRED}tools:\n  ask: promptforge/user-input/ask\nmodels:\n  writer: {}\n`,
      "models.use('writer')\ntools.add('ask')\nlocal m = messages.new():user('ask them')\nmodels.loop(m)\nreturn m[#m].content",
      typed('blue'), { models: { writer } });
    expect(outcome).toEqual({ ok: true, result: 'got blue' });
  });
});

describe('the CLI broker', () => {
  const repo = fileURLToPath(new URL('../..', import.meta.url));
  const bin = join(repo, 'bin', 'promptforge.js');
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pf-input-'));
    writeFileSync(join(dir, 'ask.md'), source(REQUIRED, "local text = input.ask()\nreturn 'you said: ' .. text"));
    writeFileSync(join(dir, 'maybe.md'), source(OPTIONAL, ASKS_ONCE));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on a terminal, prompts on stderr and reads the answer from stdin', async () => {
    // `script` runs the CLI on a fresh pseudo-terminal; what we write to its stdin is typed there.
    const child = spawn('script', ['-qfec', `${JSON.stringify(process.execPath)} ${JSON.stringify(bin)} run ask.md`, '/dev/null'], { cwd: dir });
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('input> ') && !out.includes('typed')) child.stdin.write('typed on the terminal\r');
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(out).toContain('you said: typed on the terminal');
    expect(code).toBe(0);
  }, 60_000);

  it('with stdin a pipe, provides no broker: a required declaration is refused, an optional one falls back', () => {
    const required = spawnSync(process.execPath, [bin, 'run', 'ask.md'], { cwd: dir, input: 'piped\n', encoding: 'utf8' });
    expect(required.stderr).toBe('error[RequirementsUnmet]: the environment cannot satisfy this prompt:\n- promptforge/user-input needs promptforge/input-broker, and this host provides none\n');
    expect(required.status).toBe(1);
    const optional = spawnSync(process.execPath, [bin, 'run', 'maybe.md'], { cwd: dir, input: 'piped\n', encoding: 'utf8' });
    expect(optional.stdout).toBe('false|User input is unavailable in this host; continue without it.|false\n');
    expect(optional.status).toBe(0);
  });
});

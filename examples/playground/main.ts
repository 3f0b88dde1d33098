// The playground page (issue #6 item 7): compile() runs in the browser as the prompt is edited,
// the generated module is shown beside it, and Run executes it on a scripted model, showing the
// outcome and every trace event.
import { compile } from '../../compiler/index.js';
import type { Diagnostic } from '../../compiler/diagnostics.js';
import { scriptedModel, type ScriptedReply } from '../../runtime/host/providers/scripted.js';
import type { TraceEvent } from '../../runtime/engine/trace.js';
import { importCompiled } from './run-in-page.js';
import { EXAMPLE_ARGS, EXAMPLE_PROMPT, EXAMPLE_REPLIES, webStandIn } from './stand-ins.js';

const FILENAME = 'playground.md';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const source = byId<HTMLTextAreaElement>('source');
const args = byId<HTMLInputElement>('args');
const replies = byId<HTMLTextAreaElement>('replies');
const generated = byId<HTMLPreElement>('generated');
const diagnostics = byId<HTMLUListElement>('diagnostics');
const runButton = byId<HTMLButtonElement>('run');
const status = byId<HTMLSpanElement>('status');
const result = byId<HTMLPreElement>('result');
const trace = byId<HTMLOListElement>('trace');

/** The CLI's diagnostic line (`promptforge check`): file:line:column: error[kind]: message. */
function diagnosticLine(d: Diagnostic): string {
  const where = d.line !== undefined ? `${FILENAME}:${d.line}:${d.column ?? 1}` : FILENAME;
  return `${where}: error[${d.kind}]: ${d.message}`;
}

/** Compiles the editor's text and shows the module or the diagnostics; the module text or undefined. */
function recompile(): string | undefined {
  const compiled = compile(source.value, { filename: FILENAME });
  diagnostics.replaceChildren(...compiled.diagnostics.map((d) => Object.assign(document.createElement('li'), { textContent: diagnosticLine(d) })));
  generated.textContent = compiled.diagnostics.length > 0 ? '// the prompt does not compile: see the diagnostics' : compiled.code;
  return compiled.diagnostics.length > 0 ? undefined : compiled.code;
}

function parseReplies(): ScriptedReply[] {
  const parsed: unknown = JSON.parse(replies.value);
  if (!Array.isArray(parsed)) throw new Error('the scripted replies must be a JSON array');
  return parsed as ScriptedReply[];
}

function showEvent(event: TraceEvent): void {
  const { type, ...rest } = event;
  const item = document.createElement('li');
  item.dataset.type = type;
  const name = Object.assign(document.createElement('span'), { className: 'type', textContent: type });
  item.append(name, ' ', JSON.stringify(rest));
  trace.append(item);
}

function finish(text: string, ok: boolean): void {
  result.textContent = text;
  result.classList.toggle('failed', !ok);
  status.textContent = ok ? 'done' : 'failed';
  runButton.disabled = false;
}

async function runPrompt(): Promise<void> {
  runButton.disabled = true;
  status.textContent = 'running';
  result.textContent = '';
  trace.replaceChildren();
  const code = recompile();
  if (code === undefined) return finish('the prompt does not compile', false);
  let script: ScriptedReply[];
  try {
    script = parseReplies();
  } catch (e) {
    return finish(`scripted replies: ${e instanceof Error ? e.message : String(e)}`, false);
  }
  const module = await importCompiled(code);
  // one script for every role, so a reply list reads top to bottom in round order
  const model = scriptedModel(script);
  const outcome = await module.run({
    args: args.value,
    config: { plugins: [webStandIn], models: () => model },
    seed: 7,
    onEvent: showEvent,
  });
  if (outcome.ok) finish(outcome.result ?? '(nil)', true);
  else finish(`${outcome.error.phase} error ${outcome.error.kind}: ${outcome.error.message}`, false);
}

source.value = EXAMPLE_PROMPT;
args.value = EXAMPLE_ARGS;
replies.value = EXAMPLE_REPLIES;
recompile();
let pending: ReturnType<typeof setTimeout> | undefined;
source.addEventListener('input', () => {
  clearTimeout(pending);
  pending = setTimeout(recompile, 150);
});
runButton.addEventListener('click', () => {
  runPrompt().catch((e: unknown) => finish(`the page failed: ${e instanceof Error ? e.message : String(e)}`, false));
});
status.textContent = 'ready';

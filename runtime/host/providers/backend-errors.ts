// The messages of a failed model call (the provider's catalogue; style.md "Messages in one place").
// reference §8.2 "Model-call messages" [LG§16], copied exactly and in the spec's order: kind
// `internal`, uncaught run error Completion (codes start with `model_`, see errors.ts
// uncaughtRunKind). Response bodies never enter a message: only statuses and our own descriptions.

import type { EngineError, Note, RunFailure } from '../../engine/errors.js';

function backend(code: string, message: string): EngineError {
  return { code: `model_backend_${code}`, kind: 'internal', message, fields: {} };
}

export function backendConnectionFailed(): EngineError {
  return backend('connection', 'the connection to the model backend failed');
}
export function backendTimeout(): EngineError {
  return backend('timeout', 'the model backend did not answer in time');
}
export function backendContextOverflow(status: number): EngineError {
  return backend('context_overflow', `the request is larger than the model's context window (status ${status})`);
}
export function backendRateLimited(): EngineError {
  return backend('rate_limited', 'the model backend is limiting the request rate (status 429)');
}
export function backendQuotaSpent(): EngineError {
  return backend('quota_spent', 'the model backend says the usage quota is spent (status 429)');
}
export function backendOverloaded(status: number): EngineError {
  return backend('overloaded', `the model backend is overloaded (status ${status})`);
}
export function backendFault(status: number): EngineError {
  return backend('fault', `the model backend reported a fault of its own (status ${status})`);
}
export function backendCredentials(status: number): EngineError {
  return backend('credentials', `the model backend did not accept the credentials (status ${status})`);
}
export function backendContentPolicy(): EngineError {
  return backend('content_policy', 'the model backend refused the request on content policy grounds (status 400)');
}
export function backendRejected(status: number): EngineError {
  return backend('rejected', `the model backend rejected the request (status ${status})`);
}
/** `what` is ours and describes the reply's shape, never its text. */
export function backendMalformed(what: string): EngineError {
  return backend('malformed', `the model backend sent a reply that could not be understood: ${what}`);
}
export function backendNotConfigured(): EngineError {
  return backend('not_configured', 'model access is turned off or not configured');
}

// The embedded default config (ours; interfaces.md "Config", "Providers").

/** The line added to the requirements notice when no config file is used and no model is set. */
export function embeddedDefaultNoModel(): Note {
  return {
    code: 'embedded_default_no_model',
    message: `- ${backendNotConfigured().message}: set PROMPTFORGE_BASE_URL to an OpenAI-compatible API ` +
      '(such as http://127.0.0.1:11434/v1 for Ollama), with PROMPTFORGE_MODEL and PROMPTFORGE_API_KEY as needed, ' +
      'or map the roles to models in promptforge.config.mjs',
  };
}
/** PROMPTFORGE_BASE_URL (or another variable) that openaiModel refuses. */
export function environmentModelInvalid(why: string): RunFailure {
  return { code: 'environment_model_invalid', kind: 'RequirementsUnmet', message: `invalid model settings in the environment: ${why}` };
}

// The `{what}` of backendMalformed (ours): what was wrong with the reply, without quoting it.
export const MALFORMED = {
  notJson: 'the body is not JSON',
  noChoices: 'it has no choices',
  noMessage: 'its first choice has no message',
  contentType: 'the message content is not text',
  callNotFunction: (n: number) => `tool call ${n} is not a function call`,
  callNoName: (n: number) => `tool call ${n} has no function name`,
  callArgumentsNotJson: (n: number, name: string) => `the arguments of tool call ${n} ("${name}") are not valid JSON`,
  callArgumentsNotObject: (n: number, name: string) => `the arguments of tool call ${n} ("${name}") are not a JSON object`,
  tooLarge: (limit: number) => `the reply is larger than ${limit} bytes`,
} as const;

// Options mistakes, thrown as TypeError by openaiModel (ours).
export function openaiOptionsBaseURL(value: unknown): string {
  return `openaiModel: baseURL must be an http(s) URL string, got ${typeof value === 'string' ? JSON.stringify(value) : typeof value}`;
}
export function openaiOptionsNumber(name: string, value: unknown): string {
  return `openaiModel: ${name} must be a non-negative integer, got ${String(value)}`;
}

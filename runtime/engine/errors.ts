// Every run-time message of the Engine and the Host, in one place (style.md "Messages in one place").
// Each entry is a function named for the situation; it returns data with a stable string `code`.
// Texts are copied exactly from the spec section named in the comment above each group; texts the
// spec leaves open are marked "(ours)". Messages are ordinary JS text; the Lua binding UTF-8 encodes
// them into byte strings (and decodes Lua byte strings before passing them in here).

/** The kinds an error value can carry (what `err.kind` reads in Lua). reference §8.1. */
export type ErrorKind =
  | 'lua' | 'internal' | 'cancelled' | 'context_exhausted' | 'empty_model_reply'
  | 'tool_loop_exhausted' | 'tool' | 'out_of_scope_tool' | 'unbound_tool'
  | 'tasks_live' | 'task_not_owned' | 'task_consumed' | 'store';

/** Run error kinds. language.md §5 (reference §8.2 with `Lua` renamed `Runtime`, `Vfs` named `Store`). */
export const RUN_ERROR_KINDS = [
  'RequirementsUnmet', 'Binding', 'Tool', 'Runtime', 'Completion', 'Store', 'Quota', 'Limit', 'Cancelled', 'Internal',
  // reference §5.3 (issue #7): a store conflict between concurrent arms or tasks.
  'Determinism',
] as const;
export type RunErrorKind = (typeof RUN_ERROR_KINDS)[number];

/** Extra fields of an error value: `name`, `reason`, `path`, `anchor`, `count`, `rule`, `task`, ... */
export type ErrorFields = Readonly<Record<string, string | number>>;

/**
 * A catchable error (reference §8.1): the Lua binding turns it into a table whose fields are
 * `kind`, `message`, then `fields` (see errorValueEntries), with `__tostring` returning `message`
 * and `__concat` concatenating `message`, so `tostring(err)` and `'x: ' .. err` read the message.
 */
export interface EngineError {
  readonly code: string;
  readonly kind: ErrorKind;
  readonly message: string;
  readonly fields: ErrorFields;
  /** What `tostring(err)` gives when it is not the message (reference §2.8: sys's unknown field). */
  readonly display?: string;
}

/** A failure of the whole run, before or during it (interfaces.md "Error kinds"). */
export interface RunFailure {
  readonly code: string;
  readonly kind: RunErrorKind;
  readonly message: string;
}

/** Data of a message that is neither a catchable error nor a run failure (log lines, notices). */
export interface Note {
  readonly code: string;
  readonly message: string;
}

const NO_FIELDS: ErrorFields = Object.freeze({});

function err(code: string, kind: ErrorKind, message: string, fields: ErrorFields = NO_FIELDS): EngineError {
  return { code, kind, message, fields };
}
function lua(code: string, message: string): EngineError {
  return err(code, 'lua', message);
}
function run(code: string, kind: RunErrorKind, message: string): RunFailure {
  return { code, kind, message };
}

/** The key/value pairs of an error value's table, in a fixed order: kind, message, then fields. */
export function errorValueEntries(e: EngineError): Array<[string, string | number]> {
  return [['kind', e.kind], ['message', e.message], ...Object.entries(e.fields)];
}

/**
 * The run error kind of an uncaught error value (reference §8.1 table, §2.5 hard gate, language.md §5).
 * `inH1`: the H1 pass turns an ordinary Lua error into RequirementsUnmet. `internal` errors say which
 * run kind they stand for through their code (model calls: Completion, missing model: Binding).
 */
export function uncaughtRunKind(e: EngineError, inH1: boolean): RunErrorKind {
  switch (e.kind) {
    case 'lua':
      if (e.code === 'log_event_budget' || e.code === 'log_byte_budget') return 'Quota';
      if (e.code === 'var_reassigned' || e.code === 'shared_load_jump') return 'Runtime';
      return inH1 ? 'RequirementsUnmet' : 'Runtime';
    case 'internal':
      // An internal error rebuilt from a re-raised table counts as an ordinary Lua error (§8.1).
      if (e.code.startsWith('reraised_')) return inH1 ? 'RequirementsUnmet' : 'Runtime';
      if (e.code === 'model_binding_required') return 'Binding';
      if (e.code.startsWith('model_')) return 'Completion';
      return 'Internal';
    case 'cancelled': return 'Cancelled';
    case 'context_exhausted': case 'empty_model_reply': return 'Completion';
    case 'tool_loop_exhausted': case 'tool': case 'out_of_scope_tool': case 'unbound_tool': return 'Tool';
    case 'tasks_live': case 'task_not_owned': case 'task_consumed': return 'Runtime';
    case 'store': return 'Store';
  }
}

/** The messages of an uncaught log quota differ from the caught ones (reference §6). */
export function uncaughtMessage(e: EngineError): string {
  if (e.code === 'log_event_budget') return 'lua log event quota exceeded';
  if (e.code === 'log_byte_budget') return 'lua log byte quota exceeded';
  return e.message;
}

/** Lists of names print as Rust's Debug form of a string list, `["a", "b"]` (ours: tools.md shows `[...]`). */
export function formatNameList(names: readonly string[]): string {
  return '[' + names.map((n) => JSON.stringify(n)).join(', ') + ']';
}

// ---------------------------------------------------------------------------------------------
// Requirements notice. tools.md "Declaring Plugins", "How declarations are matched", "Tool slots";
// reference §2.1 (layout and line order: missing Plugins, conflicts, model roles).

/** The first line of the requirements notice. */
export const REQUIREMENTS_HEADER = 'the environment cannot satisfy this prompt:';

/** tools.md "Declaring Plugins". */
export function requirementMissingPlugin(id: string): Note {
  return { code: 'missing_required_plugin', message: `- missing required Plugin: ${id}` };
}
/** tools.md "How declarations are matched"; `first` is the earlier-declared Plugin. */
export function requirementConflictingPlugins(first: string, second: string): Note {
  return {
    code: 'conflicting_plugins',
    message: `- conflicting Plugins: ${first} and ${second} cannot be activated together; declare one or the other`,
  };
}
/** interfaces.md "Config file" says only "naming the role"; line shape of reference §2.1 (ours). */
export function requirementMissingRole(label: string): Note {
  return { code: 'missing_model_role', message: `- role '${label}': the config provides no model for this role` };
}
/** reference §11.2 `needs()`: a required Plugin whose Host service is missing. */
export function requirementMissingService(id: string, service: string): Note {
  return { code: 'missing_service', message: `- ${id} needs ${service}, and this host provides none` };
}
/** The notice as one RunFailure of kind RequirementsUnmet: the header, then one line per gap. */
export function requirementsUnmet(lines: readonly Note[]): RunFailure {
  return run('requirements_unmet', 'RequirementsUnmet', [REQUIREMENTS_HEADER, ...lines.map((l) => l.message)].join('\n'));
}

// Prepare log lines (ours: tools.md asks for "a log line naming it").
/** An optional Plugin that the Harness lacks is skipped. */
export function logOptionalPluginMissing(id: string): Note {
  return { code: 'optional_plugin_missing', message: `optional Plugin ${id} skipped: the Harness has not registered it` };
}
/** An optional Plugin that failed to activate is skipped. */
export function logOptionalPluginFailed(id: string, reason: string): Note {
  return { code: 'optional_plugin_failed', message: `optional Plugin ${id} skipped: it failed to activate: ${reason}` };
}
/**
 * A required Plugin that failed to activate: the requirements notice names it only as missing
 * (tools.md gives that text exactly), so the reason goes to the log.
 */
export function logRequiredPluginFailed(id: string, reason: string): Note {
  return { code: 'required_plugin_failed', message: `required Plugin ${id} failed to activate: ${reason}` };
}
/** An optional Plugin activates without a Host service it needs (reference §11.2 needs()). */
export function logOptionalPluginServiceGap(id: string, service: string): Note {
  return { code: 'optional_plugin_service_gap', message: `optional Plugin ${id} runs without ${service}: this host provides none` };
}
/** A contributed tool whose path does not sit under its Plugin's id is not admitted. */
export function logToolNotAdmitted(id: string, name: string): Note {
  return { code: 'tool_not_admitted', message: `Plugin ${id} contributed a tool named "${name}" whose path is not ${id}/<name>; it was not admitted` };
}

/** A Plugin tool whose run resolved to something other than text (ours). */
export function toolReturnedNonText(path: string, type: string): Note {
  return { code: 'tool_returned_non_text', message: `tool ${path} returned a ${type} instead of text` };
}
/** The version gate (reference §1.2): a prompt without `promptforge:` parses but never runs (the text of compiler/diagnostics.ts noPromptforgeVersion, which the runtime cannot import). */
export function noPromptforgeVersion(): Note {
  return { code: 'no_promptforge_version', message: 'not a promptforge prompt: no promptforge version' };
}
/** The version gate (reference §2.1): only major 0 runs. */
export function unsupportedPromptforgeVersion(version: number): Note {
  return { code: 'unsupported_promptforge_version', message: `unsupported promptforge version: ${version} (this build supports major 0)` };
}
/** A run cancelled before it started (reference §10: the same text whatever the trigger). */
export function runCancelled(): RunFailure {
  return run('run_cancelled', 'Cancelled', 'interrupted by Ctrl-C');
}

// ---------------------------------------------------------------------------------------------
// Tool objects. tools.md "Alias globals".

/** Assigning any field of a Tool object. */
export function toolObjectFrozen(key: string): EngineError {
  return lua('tool_object_frozen', `Tool objects are frozen: cannot assign field "${key}"`);
}

// ---------------------------------------------------------------------------------------------
// Scope errors. tools.md "Scope errors".

/** The alias rule, checked first by tools.always, tools.add and tools.add_local (also models.*). */
export function invalidAlias(alias: string): EngineError {
  return lua('invalid_alias', `invalid alias "${alias}": expected [A-Za-z][A-Za-z0-9_-]{0,63}`);
}
export function alwaysNotBound(alias: string): EngineError {
  return lua('always_not_bound', `tools.always alias "${alias}" is not a bound tool slot`);
}
export function addNotBound(alias: string): EngineError {
  return lua('add_not_bound', `tools.add alias "${alias}" is not a bound tool slot`);
}
export function addOverrideNotString(type: string): EngineError {
  return lua('add_override_not_string', `tools.add override must be a string, got ${type}`);
}
export function addExtraArgument(type: string): EngineError {
  return lua('add_extra_argument', `tools.add takes one alias plus an optional override, got extra ${type}`);
}
export function addBadEntry(type: string): EngineError {
  return lua('add_bad_entry', `tools.add expects strings, Tool objects, or arrays of either, got ${type}`);
}
export function addArrayOverride(): EngineError {
  return lua('add_array_override', 'tools.add array form takes no override');
}
/** tools.always with a non-string description: not in tools.md; worded like tools.add's (ours). */
export function alwaysOverrideNotString(type: string): EngineError {
  return lua('always_override_not_string', `tools.always override must be a string, got ${type}`);
}
/** tools.always with an alias that is not a string: tools.md says "Pass it the alias as a string" (ours). */
export function alwaysAliasNotString(type: string): EngineError {
  return lua('always_alias_not_string', `tools.always alias must be a string, got ${type}`);
}
/** A Harness tool whose parameter schema is not a JSON object, when a section offers it: run error Binding. */
export function schemaBuildFailure(alias: string): RunFailure {
  return run('schema_build_failure', 'Binding', `model-facing schema build failure for tool alias "${alias}"`);
}

// ---------------------------------------------------------------------------------------------
// Calling tools. tools.md "What comes back", "Call errors", "Calls outside the scope", "Tool failures".

export function structuredInvalidJson(alias: string): EngineError {
  return err('structured_invalid_json', 'tool', `tool call failure: structured tool "${alias}" returned invalid JSON`);
}
/** A tools.call naming neither a local tool nor a bound alias; `bound` lists every alias bound in the run. */
export function unboundTool(name: string, bound: readonly string[]): EngineError {
  return err('unbound_tool', 'unbound_tool', `tool "${name}" is not bound in this run; bound aliases: ${formatNameList(bound)}`, { name });
}
export function callAliasType(type: string): EngineError {
  return lua('call_alias_type', `tools.call alias must be a string or Tool object, got ${type}`);
}
export function callArgsType(type: string): EngineError {
  return lua('call_args_type', `args must be a table, got ${type}`);
}
export function callArgsNotJson(): EngineError {
  return lua('call_args_not_json', 'args must be a JSON-representable table');
}
/** A model call outside the round's offered set; `isBoundSlot` adds the bound-slot ending. */
export function outOfScopeTool(name: string, inScope: readonly string[], isBoundSlot: boolean): EngineError {
  const ending = isBoundSlot ? ' (alias is a bound tool slot but was not added to this section\'s scope)' : '';
  return err('out_of_scope_tool', 'out_of_scope_tool',
    `tool "${name}" is not in this section's scope; in-scope aliases: ${formatNameList(inScope)}${ending}`, { name });
}
/** A bound tool's own failure, raised at a script call; `message` is the tool's failure text. */
export function toolCallFailure(message: string): EngineError {
  return err('tool_call_failure', 'tool', `tool call failure: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Counting calls. tools.md "Counting calls".

export function callsReadOnly(): EngineError {
  return lua('calls_read_only', 'tools.calls is read-only');
}
/**
 * Reading an alias with no count. `situation`: `bound` for a bound alias never scoped or called,
 * `typo` for any other key while some alias has a count, `none` otherwise.
 */
export function callsNoCount(key: string, seeded: readonly string[], situation: 'bound' | 'typo' | 'none'): EngineError {
  const ending =
    situation === 'bound' ? ' (alias is a bound tool slot but was neither added to this section\'s scope nor dispatched by tools.call)'
    : situation === 'typo' ? ' - check for typos or add it via tools.add'
    : '';
  return lua('calls_no_count', `tools.calls: "${key}" has no seeded count; seeded aliases: ${formatNameList(seeded)}${ending}`);
}

// ---------------------------------------------------------------------------------------------
// Local tools. tools.md "Return values", "What a handler can do", "Handler errors".

/** A handler (or a block, reference §2.4) returning a value that is not a scalar. */
export function cannotReturn(type: string): EngineError {
  return lua('cannot_return', `cannot return a ${type} as a result`);
}
export function jumpInHandler(): EngineError {
  return lua('jump_in_handler',
    'jump is unavailable inside a local tool handler: return a value from the handler and call jump from the block after the tool call returns');
}
export function addLocalDuplicatesSlot(alias: string): EngineError {
  return lua('add_local_duplicates_slot', `tools.add_local alias "${alias}" duplicates a bound tool slot`);
}
export function addLocalAlreadyRegistered(alias: string): EngineError {
  return lua('add_local_already_registered', `tools.add_local alias "${alias}" is already registered`);
}
export function addLocalParamType(name: string, type: string): EngineError {
  return lua('add_local_param_type',
    `tools.add_local param "${name}" has unsupported type "${type}": expected "string", "integer", "number", or "boolean"`);
}
export function addLocalParamSpec(name: string): EngineError {
  return lua('add_local_param_spec', `tools.add_local param "${name}" must be a type string or a {type, description} array`);
}
/** Argument type checks of tools.add_local that tools.md does not word (ours, reference §8.1 form). */
export function argumentType(name: string, expected: string, type: string): EngineError {
  return lua('argument_type', `${name} must be a ${expected}, got ${type}`);
}

// ---------------------------------------------------------------------------------------------
// Conversations. reference §4.2, §4.5 (round cap), §4.4 in messages-catalogue below.

export function toolLoopExhausted(): EngineError {
  return err('tool_loop_exhausted', 'tool_loop_exhausted', 'tool-call loop did not converge');
}
export function emptyModelReply(finishReason: string): EngineError {
  return err('empty_model_reply', 'empty_model_reply', 'the model replied with no text and no tool calls', { finish_reason: finishReason });
}
/** A model reply whose call ids are blank or repeated within the round (reference §4.2). */
export function modelMalformedReply(what: string): EngineError {
  return err('model_malformed_reply', 'internal', `the model backend sent a reply that could not be understood: ${what}`);
}
/** Any other failure of a model's `complete` (ours; reference §8.2 keeps bodies out of messages). */
export function modelFailed(message: string): EngineError {
  return err('model_failed', 'internal', `the model backend failed: ${message}`);
}


// ---------------------------------------------------------------------------------------------
// Message lists. reference §4.2 (ids), §4.3 (composition), §4.4 (validation; kind lua, first broken rule).

export function messagesNotTable(type: string): EngineError {
  return lua('messages_not_table', `messages must be a table of message tables, got ${type}`);
}
export function messagesNotJson(): EngineError {
  return lua('messages_not_json', 'messages must be a JSON-representable table');
}
export function messagesEmpty(): EngineError {
  return lua('messages_empty', 'messages must not be empty');
}
export function messagesNotArray(): EngineError {
  return lua('messages_not_array', 'messages must be an array of message tables');
}
export function messageNotTable(i: number): EngineError {
  return lua('message_not_table', `messages[${i}] must be a message table`);
}
export function messageRoleType(i: number): EngineError {
  return lua('message_role_type', `messages[${i}] role must be a string, one of: system, user, assistant, tool`);
}
export function messageRoleUnknown(i: number, role: string): EngineError {
  return lua('message_role_unknown', `messages[${i}] role "${role}" is unknown; known roles: system, user, assistant, tool`);
}
export function messageContent(i: number): EngineError {
  return lua('message_content', `messages[${i}] content must be a string or a non-empty array of content parts`);
}
/** The part variants reference §4.4 names but does not word (ours). */
export function messagePartNotTable(i: number, j: number): EngineError {
  return lua('message_part_not_table', `messages[${i}] content[${j}] must be a content part table`);
}
export function messagePartType(i: number, j: number): EngineError {
  return lua('message_part_type', `messages[${i}] content[${j}] type must be "text" or "image_url"`);
}
export function messagePartText(i: number, j: number): EngineError {
  return lua('message_part_text', `messages[${i}] content[${j}] text must be a string`);
}
export function messagePartImageUrl(i: number, j: number): EngineError {
  return lua('message_part_image_url', `messages[${i}] content[${j}] image_url must be a table with a string url`);
}
export function messageToolCallIdType(i: number): EngineError {
  return lua('message_tool_call_id_type', `messages[${i}] tool_call_id must be a string`);
}
export function messageToolNeedsId(i: number): EngineError {
  return lua('message_tool_needs_id', `messages[${i}] is a tool message and must set a string tool_call_id`);
}
export function messageToolCallsType(i: number): EngineError {
  return lua('message_tool_calls_type', `messages[${i}] tool_calls must be an array`);
}
export function messageToolCallNotTable(i: number, j: number): EngineError {
  return lua('message_tool_call_not_table', `messages[${i}] tool_calls[${j}] must be a table`);
}
export function messageToolCallId(i: number, j: number): EngineError {
  return lua('message_tool_call_id', `messages[${i}] tool_calls[${j}] must set a string id`);
}
export function messageToolCallName(i: number, j: number): EngineError {
  return lua('message_tool_call_name', `messages[${i}] tool_calls[${j}] must set a string name`);
}
export function messageToolCallArguments(i: number, j: number): EngineError {
  return lua('message_tool_call_arguments', `messages[${i}] tool_calls[${j}] arguments must be a table`);
}
export function messageToolCallsNotAssistant(n: number): EngineError {
  return lua('message_tool_calls_not_assistant', `messages[${n}] sets tool_calls but is not an assistant message`);
}
export function messageToolCallIdNotTool(n: number): EngineError {
  return lua('message_tool_call_id_not_tool', `messages[${n}] sets a tool_call_id but is not a tool message`);
}
export function messageNoToolResult(n: number, id: string): EngineError {
  return lua('message_no_tool_result', `messages[${n}] tool call "${id}" has no tool result`);
}
export function messageOrphanTool(n: number, id: string): EngineError {
  return lua('message_orphan_tool', `messages[${n}] is an orphan tool record: no pending assistant tool call with id "${id}"`);
}
export function messageDuplicateCallId(n: number, id: string): EngineError {
  return lua('message_duplicate_call_id', `messages[${n}] tool call id "${id}" duplicates an earlier tool call`);
}
export function messageSystemParts(n: number): EngineError {
  return lua('message_system_parts',
    `messages[${n}] is a system message with content parts; only plain text system messages can be composed`);
}
export function messageSystemOutside(n: number): EngineError {
  return lua('message_system_outside', `messages[${n}] is a system message outside the leading system block`);
}
/** reference §4.5. */
export function loopArity(): EngineError {
  return lua('loop_arity', 'models.loop takes (handle?, messages, compactor?)');
}
export function loopHandle(): EngineError {
  return lua('loop_handle', 'models.loop handle must be a model handle');
}

// ---------------------------------------------------------------------------------------------
// Models. reference §3.2-§3.4 (adopted by language.md §4).

export function useNotBound(label: string): EngineError {
  return lua('use_not_bound', `models.use label "${label}" is not a bound model role`);
}
export function defaultNotBound(label: string): EngineError {
  return lua('default_not_bound', `models.default label "${label}" is not a bound model role`);
}
export function getNotBound(alias: string): EngineError {
  return lua('get_not_bound', `models.get alias "${alias}" is not a bound model role`);
}
export function defaultAlreadySet(existing: string): EngineError {
  return lua('default_already_set', `models.default is already "${existing}": the prompt-wide default cannot change mid-run`);
}
/** No model for the section (title in the H1 pass); caught: kind internal; uncaught: Binding. */
export function modelBindingRequired(section: string): EngineError {
  return err('model_binding_required', 'internal', `model binding required for section ${section}`);
}
export function useOptionsType(type: string): EngineError {
  return lua('use_options_type', `models.use options must be a table, got ${type}`);
}
export function useOptionName(type: string): EngineError {
  return lua('use_option_name', `models.use option names must be strings, got ${type}`);
}
export function useOptionUnknown(name: string): EngineError {
  return lua('use_option_unknown', `models.use option "${name}" is unknown: expected temperature or max_tokens`);
}
export function useTemperatureType(type: string): EngineError {
  return lua('use_temperature_type', `models.use option temperature must be a number, got ${type}`);
}
export function useTemperatureFinite(v: string): EngineError {
  return lua('use_temperature_finite', `models.use option temperature must be finite, got ${v}`);
}
export function useTemperatureRange(v: string): EngineError {
  return lua('use_temperature_range', `models.use option temperature ${v} is outside the supported range [0.0, 2.0]`);
}
export function useMaxTokens(x: string): EngineError {
  return lua('use_max_tokens', `models.use option max_tokens must be an integer in [1, 4294967295], got ${x}`);
}
export function useArity(n: number): EngineError {
  return lua('use_arity', `models.use takes at most 2 arguments, got ${n}`);
}
export function inferArity(): EngineError {
  return lua('infer_arity', 'models.infer takes (handle?, prompt)');
}
export function inferHandleType(type?: string): EngineError {
  return lua('infer_handle', type === undefined ? 'models.infer handle must be a model handle'
    : `models.infer handle must be a model handle, got ${type}`);
}
export function inferToolCalls(): EngineError {
  return err('model_infer_tool_calls', 'internal', 'model inference received tool calls but no tools were advertised');
}

// ---------------------------------------------------------------------------------------------
// Engine call arguments. reference §8.1 (type names tell `integer` from `number`).

export function mustBeString(name: string, type: string): EngineError {
  return lua('must_be_string', `${name} must be a string, got ${type}`);
}
export function mustBeUtf8(name: string): EngineError {
  return lua('must_be_utf8', `${name} must be a valid UTF-8 string`);
}
export function mustBeInteger(name: string, type: string): EngineError {
  return lua('must_be_integer', `${name} must be an integer, got ${type}`);
}
/** untrusted() given a value that is neither a string nor a number (reference §5.4; wording ours). */
export function untrustedType(type: string): EngineError {
  return lua('untrusted_type', `untrusted expects a string, got ${type}`);
}

// ---------------------------------------------------------------------------------------------
// Heading references. reference §1.7 (check order as listed).

export function sectionTargetType(type: string): EngineError {
  return lua('section_target_type', `section target must be a string, got ${type}`);
}
export function sectionBareName(text: string): EngineError {
  return lua('section_bare_name', `section heading must include ### markers, got bare name: ${text}`);
}
export function sectionNoName(text: string): EngineError {
  return lua('section_no_name', `section heading has no name: ${text}`);
}
export function sectionNoWhitespace(markers: string, text: string): EngineError {
  return lua('section_no_whitespace', `section heading must have whitespace after the ${markers} markers: ${text}`);
}
/** `available` is the visible set as heading references, joined with `, `. */
export function sectionNotFound(heading: string, available: readonly string[]): EngineError {
  return lua('section_not_found', `section heading \`${heading}\` not found; available sections: ${available.join(', ')}`);
}
/** reference §1.9. */
export function noPreParsedItems(name: string): EngineError {
  return lua('no_pre_parsed_items', `section \`${name}\` has no pre-parsed items`);
}

// ---------------------------------------------------------------------------------------------
// Prose and {{ }}. reference §1.9, §1.10: `{message} [{Kind} at byte {offset}]`.

export type ProseErrorKind =
  | 'Unclosed' | 'EmptySegment' | 'BadPath' | 'UnknownNamespace' | 'NotATable' | 'MissingKey'
  | 'NullValue' | 'NilItem' | 'NilArgv' | 'Serialize';

export function proseReadOnly(): EngineError {
  return lua('prose_read_only', 'prose is read-only: assign to `var` or a section global instead');
}
/** A path as it appears in a message: control characters escaped, cut at 80 characters plus `...`. */
export function proseMessagePath(path: string): string {
  const escaped = path.replace(/[\u0000-\u001f\u007f]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));
  return escaped.length > 80 ? escaped.slice(0, 80) + '...' : escaped;
}
function prose(code: string, kind: ProseErrorKind, message: string, offset: number): EngineError {
  return lua(code, `${message} [${kind} at byte ${offset}]`);
}
export function proseUnclosed(offset: number): EngineError {
  return prose('prose_unclosed', 'Unclosed', "unclosed '{{' in prose", offset);
}
export function proseEmptySegment(path: string, offset: number): EngineError {
  return prose('prose_empty_segment', 'EmptySegment', `empty or padded path segment in {{ ${proseMessagePath(path)} }}`, offset);
}
/** `root` is `var` or `sys`. */
export function proseBadPath(root: 'var' | 'sys', offset: number): EngineError {
  return prose('prose_bad_path', 'BadPath', `bad path: {{ ${root} }}`, offset);
}
export function proseUnknownNamespace(name: string, path: string, offset: number): EngineError {
  return prose('prose_unknown_namespace', 'UnknownNamespace',
    `unknown namespace or global '${name}' in {{ ${proseMessagePath(path)} }}`, offset);
}
/** `root` is `args` or `item`. */
export function proseNotATable(root: 'args' | 'item', offset: number): EngineError {
  return prose('prose_not_a_table', 'NotATable', `${root} is a string, not a table`, offset);
}
export function proseMissingKey(path: string, offset: number): EngineError {
  return prose('prose_missing_key', 'MissingKey', `missing {{ ${proseMessagePath(path)} }}`, offset);
}
export function proseNullValue(path: string, offset: number): EngineError {
  return prose('prose_null_value', 'NullValue', `missing {{ ${proseMessagePath(path)} }}`, offset);
}
export function proseNilItem(offset: number): EngineError {
  return prose('prose_nil_item', 'NilItem', '{{ item }} is nil (not inside a fanout arm)', offset);
}
export function proseNilArgv(path: string, offset: number): EngineError {
  return prose('prose_nil_argv', 'NilArgv', `{{ ${proseMessagePath(path)} }} is nil (the args string is not JSON)`, offset);
}
export function proseSerialize(name: string, path: string, offset: number): EngineError {
  return prose('prose_serialize', 'Serialize', `global '${name}' in {{ ${proseMessagePath(path)} }} is not JSON data`, offset);
}

// ---------------------------------------------------------------------------------------------
// The run: shared library, jump, call, sys. reference §2.2, §2.6-§2.8.

export function sharedLoadJump(): EngineError {
  return lua('shared_load_jump', 'jump is not available during shared library load');
}
// Operator input (reference §7.4).
/** `input.ask()` with any argument. */
export function inputAskArguments(): EngineError {
  return lua('input_ask_arguments', 'input.ask takes no arguments');
}
/** A frontmatter alias or role named `input` beside the user-input Plugin (reference §7.4, Plugin wording of §13.1). */
export function inputGlobalCollision(pluginId: string): RunFailure {
  return run('input_global_collision', 'Runtime',
    `Plugin \`${pluginId}\`: its prelude defines the global \`input\`, which the prompt's frontmatter binds as a tool or model alias`);
}
export function sharedLoadYield(): EngineError {
  return lua('shared_load_yield', 'attempt to yield from outside a coroutine');
}
export function callInputType(type: string): EngineError {
  return lua('call_input_type', `input must be a string, got ${type}`);
}
export function callInputUtf8(): EngineError {
  return lua('call_input_utf8', 'input must be a valid UTF-8 string');
}
export function callRecursion(): EngineError {
  return lua('call_recursion', 'call recursion exceeded cap of 8');
}
export function fanoutRecursion(): EngineError {
  return lua('fanout_recursion', 'fanout recursion exceeded cap of 8');
}
/** reference §2.8: the message, and `runtime error: ` before it in the tostring text. */
export function sysUnknownField(name: string): EngineError {
  const message = `unknown sys field '${name}'`;
  return { ...lua('sys_unknown_field', message), display: `runtime error: ${message}` };
}
export function sysKeyType(): EngineError {
  return lua('sys_key_type', 'sys fields must be accessed by string key');
}
export function sysReadOnly(field: string): EngineError {
  return lua('sys_read_only', `sys is read-only; cannot set '${field}'`);
}
/** What getmetatable returns for the guarded globals (reference §2.8, §6). */
export const SEALED_METATABLE = { sys: 'sys is sealed', var: 'var is guarded', argv: 'argv is frozen' } as const;

// ---------------------------------------------------------------------------------------------
// var, log, argv. reference §6.

export function varNotJson(path: string, type: string): EngineError {
  return lua('var_not_json', `${path} must be JSON data, got ${type}`);
}
export function varReassigned(): EngineError {
  return lua('var_reassigned', 'the `var` global was reassigned; write `var.<field>` instead');
}
export function logArity(): EngineError {
  return lua('log_arity', 'log expects exactly one argument');
}
export function logNotUtf8(): EngineError {
  return lua('log_not_utf8', 'log message must be a UTF-8 string');
}
export function logTooLong(): EngineError {
  return lua('log_too_long', 'log message must be at most 256 characters');
}
export function logControl(): EngineError {
  return lua('log_control', 'log message must not contain newline or control characters');
}
/** Caught text; uncaught it becomes run error Quota `lua log event quota exceeded` (uncaughtMessage). */
export function logEventBudget(): EngineError {
  return lua('log_event_budget', 'lua log event budget exceeded');
}
export function logByteBudget(): EngineError {
  return lua('log_byte_budget', 'lua log cumulative byte budget exceeded');
}
export function argvFrozen(): EngineError {
  return lua('argv_frozen', 'argv is frozen outside H1: assign it in H1 only');
}
export function argvFrozenField(k: string): EngineError {
  return lua('argv_frozen_field', `argv is frozen outside H1: cannot set field '${k}'`);
}
export function argvNotJson(type: string): EngineError {
  return lua('argv_not_json', `argv must be JSON data, got ${type}`);
}

// ---------------------------------------------------------------------------------------------
// Store. reference §5.1 (paths, arguments) and §5.2 LG variant (kind store, fields reason/path/...).

/** The path rules of reference §5.1, in check order; `wildcard` is for glob patterns only. */
export type StorePathRule =
  | 'empty' | 'too_long' | 'absolute' | 'control' | 'backslash' | 'empty_segment' | 'traversal'
  | 'unsafe_suffix' | 'reserved_name' | 'wildcard';

/** The reason texts for each rule: the spec names the rules but not their texts (ours). */
const PATH_RULE_TEXT: Record<StorePathRule, string> = {
  empty: 'the path is empty',
  too_long: 'the path is longer than 1024 bytes',
  absolute: 'the path is absolute; store paths are relative',
  control: 'the path contains a control character',
  backslash: 'the path contains a backslash; use / between segments',
  empty_segment: 'the path has an empty segment',
  traversal: 'the path has a . or .. segment',
  unsafe_suffix: 'a segment ends in a dot or a space',
  reserved_name: 'a segment is a reserved device name',
  wildcard: '** must be a whole segment',
};

export function storeInvalidPath(path: string, rule: StorePathRule): EngineError {
  return err('store_invalid_path', 'store', `invalid path "${path}": ${PATH_RULE_TEXT[rule]}`, { reason: 'invalid_path', path, rule });
}
export function storeInvalidGlob(pattern: string, rule: StorePathRule): EngineError {
  return err('store_invalid_glob', 'store', `invalid glob pattern "${pattern}": ${PATH_RULE_TEXT[rule]}`,
    { reason: 'invalid_path', path: pattern, rule });
}
export function storeNotFound(path: string): EngineError {
  return err('store_not_found', 'store', `file not found in store: ${path}`, { reason: 'not_found', path });
}
/** Line-range problems; `why` texts are ours (reference §5.1 gives the rules only). */
export function storeInvalidRange(path: string, why: 'start_below_one' | 'end_before_start' | 'end_without_start'): EngineError {
  const text = {
    start_below_one: 'start must be at least 1',
    end_before_start: 'end must not be before start',
    end_without_start: 'end was given without start',
  }[why];
  return err('store_invalid_range', 'store', `invalid line range for ${path}: ${text}`, { reason: 'invalid_range', path });
}
export function storeEmptyAnchor(path: string): EngineError {
  return err('store_empty_anchor', 'store', `str_replace requires a non-empty anchor: ${path}`, { reason: 'anchor', path, anchor: '' });
}
export function storeAnchorNotFound(path: string, anchor: string): EngineError {
  return err('store_anchor_not_found', 'store', `anchor "${anchor}" was not found in ${path}, expected exactly one`,
    { reason: 'anchor', path, anchor, count: 0 });
}
export function storeAnchorRepeated(path: string, anchor: string, count: number): EngineError {
  return err('store_anchor_repeated', 'store',
    `anchor "${anchor}" occurs ${count} times in ${path}, expected exactly one; include more surrounding text so it matches once`,
    { reason: 'anchor', path, anchor, count });
}
/** Failures a backend reports; reference §5.2 names the reasons, the texts are ours except `backend`. */
export type StoreFaultReason =
  | 'not_found' | 'directory_not_empty' | 'is_a_directory' | 'not_a_directory' | 'not_utf8'
  | 'already_exists' | 'permission_denied' | 'unsupported' | 'backend';

export function storeFault(reason: StoreFaultReason, path: string, detail = ''): EngineError {
  if (reason === 'not_found') return storeNotFound(path);
  const message = {
    directory_not_empty: `directory is not empty: ${path}`,
    is_a_directory: `path is a directory: ${path}`,
    not_a_directory: `a parent of the path is not a directory: ${path}`,
    not_utf8: `file is not valid UTF-8 text: ${path}`,
    already_exists: `path already exists: ${path}`,
    permission_denied: `permission denied: ${path}`,
    unsupported: `operation not supported by this store: ${path}`,
    backend: `store backend failure: ${detail}`,
  }[reason];
  return err(`store_${reason}`, 'store', message, { reason, path });
}

// ---------------------------------------------------------------------------------------------
// Fanout. reference §7.1 (kind lua, before any arm), §2.7 (depth cap).

export function fanoutListSection(): EngineError {
  return lua('fanout_list_section', "fanout's second parameter is a collection; for a list section use list_from_section(heading)");
}
export function fanoutEmpty(): EngineError {
  return lua('fanout_empty', 'fanout over an empty collection: no work is likely a bug');
}
export function fanoutMemberType(index: number, type: string): EngineError {
  return lua('fanout_member_type', `fanout collection member at index ${index} is a ${type}; members must be data`);
}
export function fanoutKeyType(type: string): EngineError {
  return lua('fanout_key_type', `fanout collection key must be a string, number, or boolean, got ${type}`);
}
export function fanoutKeyNotFinite(): EngineError {
  return lua('fanout_key_not_finite', 'fanout collection key is not a finite number');
}
export function itemNotJson(): EngineError {
  return lua('item_not_json', 'item must be a JSON-representable value');
}
export function workerIsListSection(name: string): EngineError {
  return lua('worker_is_list_section', `section \`${name}\` is a list section, not a worker template`);
}
export function fanoutResultsReadOnly(): EngineError {
  return lua('fanout_results_read_only', 'fanout results are read-only');
}
/** The text of an arm whose tool loop ran out of rounds (`.ok == false`, `.exhausted == true`). */
export function exhaustedArmText(item: string): Note {
  return { code: 'exhausted_arm_text', message: `## ${item}\n\nUNKNOWN\n\n(section incomplete: tool loop exhausted)` };
}

// ---------------------------------------------------------------------------------------------
// Tasks. reference §7.2 (texts of tasks_live; the rest ours in the same form).

/** `ids`: the live task ids joined with `, ` (also the error's `tasks` field). */
export function tasksLive(ids: string): EngineError {
  return err('tasks_live', 'tasks_live',
    `chain ended with author tasks still live: ${ids}; wait on or cancel every task a chain spawns before it ends`,
    { tasks: ids });
}
export function taskNotOwned(id: string): EngineError {
  return err('task_not_owned', 'task_not_owned', `task ${id} is not owned by this chain; only the chain that spawned a task may wait on, inspect or cancel it`, { task: id });
}
export function taskConsumed(id: string): EngineError {
  return err('task_consumed', 'task_consumed', `task ${id} was already delivered; each result is delivered once`, { task: id });
}
/** The error value a wait returns (unraised) for a cancelled task. */
export function taskCancelled(id: string): EngineError {
  return err('task_cancelled', 'cancelled', `task ${id} was cancelled`, { task: id });
}
/** The error value a wait returns for a task abandoned by its owner or the run. */
export function taskAbandoned(id: string, why: string): EngineError {
  return err('task_abandoned', 'cancelled', `task ${id} was abandoned: ${why}`, { task: id });
}
export function taskRecursion(): EngineError {
  return lua('task_recursion', 'task recursion exceeded cap of 8');
}
export function taskUnknown(id: string): EngineError {
  return lua('task_unknown', `no task with id ${id}`);
}
export function taskHandleType(name: string, type: string): EngineError {
  return lua('task_handle_type', `${name} expects a task handle, a task id or a list of them, got ${type}`);
}
export function spawnOptionsType(type: string): EngineError {
  return lua('spawn_options_type', `tasks.spawn options must be a table, got ${type}`);
}
export function spawnOptionUnknown(name: string): EngineError {
  return lua('spawn_option_unknown', `tasks.spawn option "${name}" is unknown: expected input, item or index`);
}
export function waitOptionsType(name: string, type: string): EngineError {
  return lua('wait_options_type', `${name} options must be a table with an optional timeout, got ${type}`);
}
export function timeoutType(type: string): EngineError {
  return lua('timeout_type', `timeout must be a non-negative number of seconds, got ${type}`);
}
export function concurrencyValue(value: string): EngineError {
  return lua('concurrency_value', `tasks.concurrency takes a positive integer, got ${value}`);
}
export function pendingOrigin(value: string): EngineError {
  return lua('pending_origin', `tasks.pending origin must be "author" or "model", got ${value}`);
}
export function emptyTaskSet(name: string): EngineError {
  return lua('empty_task_set', `${name} needs at least one task`);
}
/** The abandonment reasons of reference §7.2 and what a notice says about each (texts ours but the first). */
export const ABANDON_REASONS = {
  owner_returned: 'the section ended',
  owner_failed: 'the section failed',
  tool_loop_exhausted: 'the tool loop was exhausted',
  owner_aborted: 'its owner was cancelled',
  run_terminated: 'the run ended',
} as const;
export type AbandonReason = keyof typeof ABANDON_REASONS;

// ---------------------------------------------------------------------------------------------
// The model's task built-ins. reference §7.3 (texts as listed there; descriptions and the rest ours).

export function allowTasksTargetsType(type: string): EngineError {
  return lua('allow_tasks_targets_type', `tools.allow_tasks targets must be a list of section headings, got ${type}`);
}
export function allowTasksTargetType(type: string): EngineError {
  return lua('allow_tasks_target_type', `tools.allow_tasks targets must be section heading strings, got ${type}`);
}
export function allowTasksTargetEmpty(): EngineError {
  return lua('allow_tasks_target_empty', 'tools.allow_tasks targets must be non-empty section headings');
}
export function allowTasksNoTargets(): EngineError {
  return lua('allow_tasks_no_targets', 'tools.allow_tasks targets must name at least one section; call it with no argument to allow any section');
}
/** What the four built-ins tell the model (trusted text). */
export const TASK_TOOL_TEXT = {
  taskDescription: 'Start a task: run a section of this prompt in the background. Its result arrives later as a notice.',
  taskCancelDescription: 'Cancel a task you started, by its id.',
  taskStatusDescription: 'Report the state of a task you started, by its id.',
  awaitTasksDescription: 'Wait for the tasks you started to finish (or until the timeout, in seconds) and read their notices.',
  targetParam: 'The section heading to run, such as "## Research"',
  inputParam: 'The text the task receives as its args',
  idParam: 'The task id',
  timeoutParam: 'Seconds to wait at most',
} as const;
export function taskStarted(id: string): Note {
  return { code: 'task_started', message: `Task id=${id} started` };
}
export function taskNotAllowed(target: string, allowed: readonly string[]): Note {
  return { code: 'task_not_allowed', message: `task: target \`${target}\` is not allowed; allowed targets: ${allowed.join(', ')}` };
}
export function noModelTask(name: string, id: string): Note {
  return { code: 'no_model_task', message: `${name}: no model task with id ${id}` };
}
/** Bad arguments of a built-in, told to the model as text (ours). */
export function taskArgId(name: string): Note {
  return { code: 'task_arg_id', message: `${name}: id must be a string` };
}
export function taskArgTarget(): Note {
  return { code: 'task_arg_target', message: 'task: target must be a section heading string' };
}
export function taskArgInput(): Note {
  return { code: 'task_arg_input', message: 'task: input must be a string' };
}
export function taskArgTimeout(): Note {
  return { code: 'task_arg_timeout', message: 'await_tasks: timeout must be a non-negative number of seconds' };
}
/** A target the section cannot see, or a list section: the heading message of reference §1.7. */
export function taskArgBadTarget(message: string): Note {
  return { code: 'task_arg_bad_target', message: `task: ${message}` };
}
export function taskTargetListSection(name: string): Note {
  return { code: 'task_target_list_section', message: `task: section \`${name}\` is a list section, not a worker template` };
}
export function taskToolRecursion(): Note {
  return { code: 'task_tool_recursion', message: 'task: task recursion exceeded cap of 8' };
}
/** `ids`: the running task ids joined with `, `. */
export function awaitTimedOut(ids: string): Note {
  return { code: 'await_timed_out', message: `timed out; tasks ${ids} still running` };
}
export function nothingToWaitFor(): Note {
  return { code: 'nothing_to_wait_for', message: 'nothing to wait for' };
}
export function awaitSlept(seconds: string): Note {
  return { code: 'await_slept', message: `slept ${seconds} seconds` };
}
export function taskCanceledByModel(id: string): Note {
  return { code: 'task_canceled_by_model', message: `Task id=${id} canceled` };
}
export function taskAlreadyFinished(id: string): Note {
  return { code: 'task_already_finished', message: `Task id=${id} has already finished` };
}
/** task_status text: state, section and turns of a model task (ours). */
export function taskStatusText(id: string, target: string, state: string, detail: string): Note {
  return { code: 'task_status_text', message: `Task id=${id} (${target}) is ${state}${detail}` };
}
/** The notices of reference §7.3; `result` is already wrapped untrusted. */
export function noticeCompleted(id: string, target: string, result: string): Note {
  return { code: 'notice_completed', message: `Task id=${id} (${target}) completed: ${result}` };
}
export function noticeFailed(id: string, target: string, error: string): Note {
  return { code: 'notice_failed', message: `Task id=${id} (${target}) failed: ${error}` };
}
export function noticeCancelled(id: string, target: string): Note {
  return { code: 'notice_cancelled', message: `Task id=${id} (${target}) was canceled: the author cancelled it` };
}
export function noticeAbandoned(id: string, target: string, why: string): Note {
  return { code: 'notice_abandoned', message: `Task id=${id} (${target}) was abandoned: ${why}` };
}

// ---------------------------------------------------------------------------------------------
// Store claims. reference §5.3 (never catchable; also during shared library load).

export function determinismViolation(claim: string, path: string, identity: string, other: string, otherIdentity: string): RunFailure {
  return run('determinism_violation', 'Determinism',
    `store determinism violation: ${claim} on ${path} by ${identity} conflicts with a ${other} claim by ${otherIdentity}`);
}

// ---------------------------------------------------------------------------------------------
// Cancellation and engine faults. reference §10, §8.2.

export function cancelled(): EngineError {
  return err('cancelled', 'cancelled', 'interrupted by Ctrl-C');
}
export function internalInvariant(message: string): EngineError {
  return err('internal_invariant', 'internal', `internal invariant violated: ${message}`);
}

// ---------------------------------------------------------------------------------------------
// Host: scripted models, config files (ours; interfaces.md asks for "a clear error").

export function scriptedModelExhausted(count: number, role: string, section: string | null, round: number): EngineError {
  const where = section === null ? 'the H1 pass' : `section "${section}"`;
  return err('model_scripted_exhausted', 'internal',
    `scripted model has no reply left: all ${count} scripted replies were used (role '${role}', ${where}, round ${round})`);
}
export function scriptedModelBadReply(index: number): EngineError {
  return err('model_scripted_bad_reply', 'internal',
    `scripted model reply #${index} is neither { text } nor { toolCalls: [...] }`);
}
export function configFileNotFound(file: string): RunFailure {
  return run('config_not_found', 'Internal', `config file not found: ${file}`);
}
export function configFileTsUnsupported(file: string, nodeVersion: string): RunFailure {
  return run('config_ts_unsupported', 'Internal',
    `cannot load ${file}: Node ${nodeVersion} cannot import a TypeScript config without a loader; ` +
    'rename it to promptforge.config.mjs, or run with a TypeScript loader (node --import tsx, or Node 22.6+ with --experimental-strip-types)');
}
export function configFileInvalid(file: string, why: string): RunFailure {
  return run('config_invalid', 'Internal', `invalid config file ${file}: ${why}`);
}

// ---------------------------------------------------------------------------------------------

/**
 * How engine code raises a catalogue error: `throw new EngineException(e)`. The Lua binding turns
 * it into `LuaError { value: <error table>, level: 1 }` (a plain-text message for kind `lua`).
 * It does not extend Error: no stack capture cost, like LuaError.
 */
export class EngineException {
  constructor(readonly error: EngineError) {}
}

/** Throws a catalogue error. */
export function raise(e: EngineError): never {
  throw new EngineException(e);
}

// Host configuration mistakes, thrown as TypeError by defineConfig/definePlugin (ours).

/**
 * A Plugin read `ctx.store` in a run that has no store: neither the prompt's Lua, the run's store
 * backend, its config nor a declared Plugin brought one (store-maker.ts). Thrown from the access, so
 * it fails the Plugin's activation or its tool call.
 */
export function pluginWithoutStore(id: string): Note {
  return {
    code: 'plugin_without_store',
    message: `Plugin ${id} uses ctx.store, but nothing in this run brings the store: make the Plugin with definePlugin, or the config with defineConfig (both from promptforge-js)`,
  };
}

/** A Plugin id that is not `namespace/plugin` (tools.md "Plugin ids and tool paths"). */
export function configPluginId(id: string): Note {
  return { code: 'config_plugin_id', message: `definePlugin: invalid Plugin id "${id}": expected namespace/plugin, each segment of a-z 0-9 - _ .` };
}
/** A tool name that is not one segment. */
export function configToolName(id: string, name: string): Note {
  return { code: 'config_tool_name', message: `definePlugin: Plugin ${id} has a tool named "${name}": a tool name is one segment of a-z 0-9 - _ .` };
}
/** A config model without `complete`. */
export function configModel(label: string): Note {
  return { code: 'config_model', message: `defineConfig: models.${label} is not a model: expected an object with complete(request, signal)` };
}

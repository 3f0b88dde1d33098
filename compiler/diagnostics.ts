// Every compile-time message of promptforge-js, one function per situation.
//
// Each function returns data, never a thrown error: `{ code, kind, message, line?, column? }`
// with a stable string code. Phases hand these to a DiagnosticSink (collect-all, so `check`
// prints every problem); the sink adds the file, the source line and notes. Texts are copied
// exactly from the specs, in spec order, each group naming its section.

/** Parse error kinds (spec interfaces.md, Error kinds; language.md §2). */
export type ParseKind = 'Frontmatter' | 'Document' | 'Lua';

/** A position in the .md file: 1-based line, 1-based column counting UTF-8 bytes (reference §8.3). */
export interface Position {
  line: number;
  column: number;
  /** Length in UTF-8 bytes of the located region on its line (at least 1). */
  length?: number;
}

/** What a catalogue function returns: the situation, before the sink places it in a file. */
export interface DiagnosticData {
  code: string;
  kind: ParseKind;
  message: string;
  /** 1-based line in the .md file (the opening `---` is line 1); absent when the spec gives none. */
  line?: number;
  /** 1-based column in UTF-8 bytes; present exactly when `line` is. */
  column?: number;
  length?: number;
}

/** One diagnostic as reported: DiagnosticData placed in a file. */
export interface Diagnostic extends DiagnosticData {
  file: string;
  /** The text of line `line` (without its line ending), when the diagnostic has a line. */
  sourceLine?: string;
  notes: string[];
}

/** A collecting sink: phases report here and keep going; only bugs throw. */
export class DiagnosticSink {
  readonly diagnostics: Diagnostic[] = [];
  constructor(
    readonly file: string,
    private readonly lineText: (line: number) => string | undefined = () => undefined,
  ) {}

  /** Records one diagnostic, filling in the file and the source line. */
  report(data: DiagnosticData, notes: string[] = []): void {
    const d: Diagnostic = { ...data, file: this.file, notes };
    if (data.line !== undefined) {
      const text = this.lineText(data.line);
      if (text !== undefined) d.sourceLine = text;
    }
    this.diagnostics.push(d);
  }

  get count(): number {
    return this.diagnostics.length;
  }
}

function at(data: Omit<DiagnosticData, 'line' | 'column' | 'length'>, pos?: Position): DiagnosticData {
  if (!pos) return data;
  return { ...data, line: pos.line, column: pos.column, length: pos.length ?? 1 };
}

const fm = (code: string, message: string, pos?: Position): DiagnosticData =>
  at({ code, kind: 'Frontmatter', message: `invalid frontmatter: ${message}` }, pos);
const doc = (code: string, message: string, pos?: Position): DiagnosticData =>
  at({ code, kind: 'Document', message }, pos);

/** serde's "one of" list: `a`, `a` or `b`, one of `a`, `b`, `c`. */
function oneOf(names: readonly string[]): string {
  const q = names.map((n) => `\`${n}\``);
  if (q.length === 1) return q[0]!;
  if (q.length === 2) return `${q[0]} or ${q[1]}`;
  return `one of ${q.join(', ')}`;
}

// ---------------------------------------------------------------------------------------------
// Reading the file (not in the specs: the CLI reads bytes, the language reads UTF-8 text).

/** The file is not UTF-8; `line`/`column` locate the first bad byte. */
export const sourceNotUtf8 = (pos: Position) =>
  doc('source-not-utf8', 'file is not valid UTF-8 text', pos);

// ---------------------------------------------------------------------------------------------
// reference.md §1.1 File layout

export const frontmatterMissingOpen = (pos: Position) =>
  at({ code: 'frontmatter-missing-open', kind: 'Frontmatter', message: 'file must begin with a --- frontmatter delimiter' }, pos);
export const frontmatterNotClosed = (pos: Position) =>
  at({ code: 'frontmatter-not-closed', kind: 'Frontmatter', message: 'frontmatter was not closed with ---' }, pos);

// ---------------------------------------------------------------------------------------------
// reference.md §1.2 Frontmatter keys; LG "Limits and Errors": invalid frontmatter: {message}

/** YAML that does not parse; `detail` is the yaml reader's one-line text without its position. */
export const yamlSyntax = (detail: string, pos: Position) => fm('yaml-syntax', detail, pos);
/** Resource guards of our YAML reading (alias expansion, nesting, size); no spec text. */
export const yamlTooComplex = (detail: string, pos: Position) => fm('yaml-too-complex', detail, pos);
export const unknownField = (key: string, expected: readonly string[], pos: Position) =>
  fm('unknown-field', `unknown field \`${key}\`, expected ${oneOf(expected)}`, pos);
export const missingField = (key: string, pos: Position) => fm('missing-field', `missing field \`${key}\``, pos);
export const duplicateField = (key: string, pos: Position) => fm('duplicate-field', `duplicate field \`${key}\``, pos);
/** A duplicate key inside a free-form YAML value (`config`), as serde_yaml words it. */
export const duplicateEntry = (key: string, pos: Position) =>
  fm('duplicate-entry', `duplicate entry with key ${JSON.stringify(key)}`, pos);
/** A value of the wrong YAML type; `found` as serde names it (`integer \`5\``, `sequence`). */
export const invalidType = (found: string, expected: string, pos: Position) =>
  fm('invalid-type', `invalid type: ${found}, expected ${expected}`, pos);
export const invalidValue = (found: string, expected: string, pos: Position) =>
  fm('invalid-value', `invalid value: ${found}, expected ${expected}`, pos);
export const maxToolIterationsTooSmall = (raw: string, pos: Position) =>
  fm('max-tool-iterations-too-small', `max_tool_iterations must be a positive integer (>= 1), got ${raw}`, pos);
export const maxToolIterationsTooLarge = (raw: string, pos: Position) =>
  fm('max-tool-iterations-too-large', `max_tool_iterations must be <= 1000, got ${raw}`, pos);
/** Missing `promptforge:` key: refused at the version gate, kind Structure (Document here), no position. */
export const noPromptforgeVersion = () =>
  doc('no-promptforge-version', 'not a promptforge prompt: no promptforge version');

// ---------------------------------------------------------------------------------------------
// tools.md, Declaring Plugins (cross-entry: no line or column)

export const pluginDeclaredTwice = (id: string) =>
  fm('plugin-declared-twice', `Plugin ${id} is declared more than once under plugins`);

// Notes for the cross-entry checks, which carry no position of their own.
export const noteDeclaredAt = (what: string, line: number) => `${what} at line ${line}`;

// ---------------------------------------------------------------------------------------------
// tools.md, Entry errors (at the entry's line and column)

export const pluginEntryMissingRef = (pos: Position) => fm('plugin-entry-missing-ref', 'missing field `ref`', pos);
export const pluginEntryDuplicateKey = (key: string, pos: Position) =>
  fm('plugin-entry-duplicate-field', `duplicate field \`${key}\``, pos);
export const pluginEntryUnknownKey = (key: string, pos: Position) =>
  fm('plugin-entry-unknown-field', `unknown field \`${key}\`, expected one of \`ref\`, \`optional\`, \`config\``, pos);
export const pluginEntryInvalidType = (found: string, pos: Position) =>
  fm(
    'plugin-entry-invalid-type',
    `invalid type: ${found}, expected a Plugin id string or a map with \`ref\`, \`optional\`, and \`config\``,
    pos,
  );

// ---------------------------------------------------------------------------------------------
// tools.md, Name errors (reasons: language.md §2, in check order)

export const reasonSegmentCount = (expected: number, found: number) => `expected ${expected} segments, found ${found}`;
export const reasonEmptySegment = () => 'empty segment';
export const reasonControlCharacter = (segment: number) => `control character in segment ${segment}`;
export const reasonInvalidCharacter = (c: string, segment: number) =>
  `invalid character ${c} in segment ${segment}: expected a-z 0-9 - _ .`;

export const pluginIdThreeSegments = (text: string, pos: Position) =>
  fm('plugin-id-three-segments', `invalid Plugin id \`${text}\`: a Plugin id has exactly 2 segments (namespace/plugin)`, pos);
export const pluginIdInvalid = (text: string, reason: string, pos: Position) =>
  fm('plugin-id-invalid', `invalid Plugin id \`${text}\`: invalid global name: ${reason}`, pos);
export const toolPathInvalid = (text: string, reason: string, pos: Position) =>
  fm('tool-path-invalid', `invalid exact tool path \`${text}\`: invalid tool id: ${reason}`, pos);
export const toolPathInvalidType = (found: string, pos: Position) =>
  fm('tool-path-invalid-type', `invalid type: ${found}, expected an exact tool path string`, pos);

// ---------------------------------------------------------------------------------------------
// tools.md, Tool slots and Tool objects (parse-time parts); reference.md §1.3 Names

/** What a contract map's keys are called in messages: reference.md §1.3. */
export type ContractKeyKind = 'tool alias' | 'model role label' | 'arg name';
export type ReservedCategory = 'an Engine global' | 'a Lua standard-library global' | 'a Lua keyword';

export const contractKeyInvalid = (kind: ContractKeyKind, key: string, pos: Position) =>
  fm(`invalid-${kind.replace(/ /g, '-')}`, `invalid ${kind} \`${key}\`: expected [A-Za-z][A-Za-z0-9_-]{0,63}`, pos);
export const contractKeyReserved = (kind: ContractKeyKind, key: string, map: string, category: ReservedCategory, pos: Position) =>
  fm(
    `reserved-${kind.replace(/ /g, '-')}`,
    `${kind} \`${key}\` in \`${map}\` is reserved (${category}): tool aliases and model role labels install as section VM globals, so none may take a reserved name`,
    pos,
  );
export const contractKeyDuplicate = (kind: ContractKeyKind, key: string, pos: Position) =>
  fm(`duplicate-${kind.replace(/ /g, '-')}`, `duplicate ${kind} \`${key}\`: contract map keys must be unique`, pos);
export const contractMapInvalidType = (kind: ContractKeyKind, found: string, pos: Position) =>
  fm('contract-map-invalid-type', `invalid type: ${found}, expected a map of ${kind} keys to declarations`, pos);
/** Cross-entry: no line or column; names the first shared name in sorted order. */
export const aliasIsAlsoRole = (name: string) =>
  fm(
    'alias-is-also-role',
    `\`${name}\` is both a tool alias in \`tools\` and a model role label in \`models\`; each installs as a section VM global of its own name, so the two must differ`,
  );
/** Cross-entry: no line or column; the slot whose alias sorts first. */
export const toolSlotOptionalPlugin = (alias: string, path: string, id: string) =>
  fm(
    'tool-slot-optional-plugin',
    `tool alias '${alias}' names ${path}, whose Plugin ${id} is declared optional; a tool slot requires its Plugin`,
  );

// ---------------------------------------------------------------------------------------------
// reference.md §1.4 args: declarations

export const argTypeUnknown = (value: string, pos: Position) =>
  fm('arg-type-unknown', `unknown variant \`${value}\`, expected one of \`string\`, \`boolean\`, \`integer\`, \`number\``, pos);
export const argDefaultMismatch = (type: string, pos: Position) =>
  fm('arg-default-mismatch', `the default does not match the declared type \`${type}\``, pos);

// ---------------------------------------------------------------------------------------------
// reference.md §3.1 Roles (models: declarations; messages in serde's words, the spec gives none)

export const modelKeywordUnknown = (value: string, keywords: readonly string[], pos: Position) =>
  fm('model-keyword-unknown', `unknown variant \`${value}\`, expected ${oneOf(keywords)}`, pos);
export const modelMinContextRange = (raw: string, pos: Position) =>
  fm('model-min-context-range', `min_context must be between 1 and 4294967295, got ${raw}`, pos);

// ---------------------------------------------------------------------------------------------
// reference.md §1.5 H1 title and H1 body (kind Structure -> Document; no line)

export const h1Missing = () => doc('h1-missing', 'prompt requires an H1 title');
export const h1NotUnique = () => doc('h1-not-unique', 'prompt must contain exactly one H1 title');
export const h1Empty = () => doc('h1-empty', 'prompt H1 title must not be empty');

// ---------------------------------------------------------------------------------------------
// reference.md §1.6 Sections (kind Structure -> Document)

export const sectionHeadingEmpty = (level: number, pos: Position) =>
  doc('section-heading-empty', `an H${level} section heading must not be empty`, pos);
export const sectionOrphan = (name: string, level: number, parent: number, pos: Position) =>
  doc('section-orphan', `section \`${name}\` is an orphan H${level} heading with no parent H${parent}`, pos);
export const sectionDuplicateSibling = (name: string, first: number, second: number, pos: Position) =>
  doc(
    'section-duplicate-sibling',
    `duplicate sibling section name \`${name}\`: first declared at line ${first}, again at line ${second}; sibling section names must be unique`,
    pos,
  );

// ---------------------------------------------------------------------------------------------
// reference.md §1.8 Fences (kind Fence -> Document)

export const sharedFenceRepeated = (pos: Position) =>
  doc('shared-fence-repeated', 'prompt allows at most one `lua shared` fence', pos);
export const sharedFenceOutsideH1 = (pos: Position) =>
  doc('shared-fence-outside-h1', '`lua shared` fence is allowed only in H1', pos);
export const sharedFenceNotClosed = (pos: Position) =>
  doc('shared-fence-not-closed', 'prompt `lua shared` fence is not closed', pos);
/** `{label} fence is not closed`; where is `prologue`, `epilog` or plain (LG "Fence and syntax errors"). */
export const luaFenceNotClosed = (section: string, where: 'prologue' | 'epilog' | 'plain', pos: Position) =>
  doc(
    'lua-fence-not-closed',
    `section \`${section}\` ${where === 'plain' ? '' : `${where} `}\`lua\` fence is not closed`,
    pos,
  );
export const luaFenceNotClosedExactly = (section: string, pos: Position) =>
  doc('lua-fence-not-closed-exactly', `section \`${section}\` \`lua\` fence is not closed exactly`, pos);
/** The removed ```lua prompt form (vf:lib); the anchors' text names the two valid forms. */
export const luaPromptFenceRemoved = (pos: Position) =>
  doc('lua-prompt-fence-removed', 'the `lua prompt` fence form was removed; write `lua shared` for the shared library or `lua` for live code', pos);

// ---------------------------------------------------------------------------------------------
// reference.md §1.9 List sections (kind List -> Document)

export const listEmptyItem = (section: string, pos: Position) =>
  doc('list-empty-item', `empty bullet item in list section \`${section}\``, pos);
export const listNonListContent = (section: string, line: string, pos: Position) =>
  doc('list-non-list-content', `section \`${section}\` is a list section but contains non-list content: ${line}`, pos);
export const listNoItems = (section: string, pos: Position) =>
  doc('list-no-items', `section \`${section}\` is a list section but has no items`, pos);

// ---------------------------------------------------------------------------------------------
// reference.md §1.8: Lua syntax errors (kind Lua; position inside the message)

export const luaCompilation = (location: string, sourceLine: number, message: string, pos?: Position) =>
  at({ code: 'lua-syntax', kind: 'Lua', message: `lua compilation error at ${location} (line ${sourceLine}): ${message}` }, pos);

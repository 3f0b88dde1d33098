// The Document: what phase 1 (the .md file) hands to the compiler. Plain data, no methods.
// Every position is 1-based: line in the .md file (the opening `---` is line 1) and column in
// UTF-8 bytes on that line (reference.md §8.3), after a BOM is dropped and CRLF is read as LF.

import type { Position } from '../diagnostics.js';

export type { Position };

/** A whole prompt file. */
export interface Document {
  filename: string;
  frontmatter: Frontmatter;
  /** The H1 title: trimmed, inline markup reduced to text (reference §1.5). */
  title: string;
  /** Where the H1 heading starts. */
  titlePosition: Position;
  /** The H1 body without the shared library: Lua blocks and prose in order (reference §1.5). */
  h1: SectionContent[];
  /** The `lua shared` library, at most one, only in the H1 body (reference §1.8). */
  shared?: LuaBlock;
  /** Top-level sections (`##`), in file order, with their children. */
  sections: Section[];
}

/** A Lua region of the file. */
export interface LuaBlock {
  type: 'lua';
  /** `shared`: the ```lua shared library; `plain`: live code (```lua). */
  kind: 'shared' | 'plain';
  /** The Lua source between the fence lines, lines joined with LF. */
  source: string;
  /** The file line of the first Lua line (the line after the opening fence). */
  firstLine: number;
  /** The file line of the opening fence. */
  fenceLine: number;
  /** The location label of reference §1.8: `prompt shared library`, ``H1 `T` lua``,
   * ``section `S` prologue``, ``section `S` epilog``, ``section `S` lua``. */
  location: string;
}

/** Pending prose before a block or at the end of a section: Markdown below the last thematic
 * break, trimmed (reference §1.9). Possibly empty (between back-to-back fences). */
export interface ProseBlock {
  type: 'prose';
  text: string;
  /** File line where the prose region starts (the line after the heading, fence or break). */
  line: number;
}

export type SectionContent = LuaBlock | ProseBlock;

/** One item of a list section (reference §1.9). */
export interface ListItem {
  text: string;
  line: number;
}

/** A section `##`..`######` (reference §1.6). */
export interface Section {
  level: number;
  /** Heading text, trimmed, inline markup reduced to text. */
  name: string;
  /** Where the heading starts (its `#`, or the text of a setext heading). */
  position: Position;
  /** Blocks and prose in file order. */
  content: SectionContent[];
  /** The Lua blocks of `content`, in order. */
  blocks: LuaBlock[];
  /** Present exactly for a list section: a section with no Lua block whose prose is a list. */
  items?: ListItem[];
  children: Section[];
}

/** The frontmatter keys of reference §1.2. */
export interface Frontmatter {
  name: string;
  description: string;
  /** `promptforge:`; absent means the run is refused at the version gate. */
  promptforge?: number;
  /** `max_tool_iterations:` 1..=1000; absent means the default (24). */
  maxToolIterations?: number;
  input?: Contract;
  output?: Contract;
  /** `plugins:` in declaration order. */
  plugins: PluginDeclaration[];
  /** `tools:` in declaration order. */
  tools: ToolSlot[];
  /** `args:`; absent means the implicit `prose` arg (reference §6). */
  args?: ArgDeclaration[];
  /** `models:` role label -> declaration, in declaration order. */
  models: RoleDeclaration[];
}

/** `input:` / `output:`: metadata only, never enforced. */
export interface Contract {
  path: string;
  description: string;
}

/** One `plugins:` entry (tools.md, Declaring Plugins). */
export interface PluginDeclaration {
  /** The Plugin id `namespace/plugin`, exactly as written. */
  id: string;
  optional: boolean;
  /** Any YAML value, converted to plain JSON-like data; undefined when absent. */
  config?: unknown;
  position: Position;
}

/** One `tools:` entry: alias -> exact tool path (tools.md, Tool slots and Tool objects). */
export interface ToolSlot {
  alias: string;
  /** `namespace/plugin/name`, exactly as written. */
  path: string;
  /** The first two segments: the Plugin that must supply the tool. */
  plugin: string;
  /** The last segment: the tool's short name (a Tool object's `.wire_name`). */
  name: string;
  position: Position;
}

export type ArgType = 'string' | 'boolean' | 'integer' | 'number';

/** One `args:` entry (reference §1.4): advertised, never enforced. */
export interface ArgDeclaration {
  name: string;
  type: ArgType;
  optional: boolean;
  /** Absent or `null` means no default. */
  default?: string | boolean | number;
  description?: string;
  position: Position;
}

export type ModelKeyword = 'thinking' | 'no-thinking' | 'frontier' | 'fast' | 'small' | 'creative' | 'chat';

/** One `models:` entry (reference §3.1). */
export interface RoleDeclaration {
  label: string;
  keywords: ModelKeyword[];
  minContext?: number;
  description?: string;
  position: Position;
}

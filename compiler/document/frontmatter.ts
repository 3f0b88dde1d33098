// The frontmatter: YAML through the `yaml` package, then the keys of reference.md §1.2.
// Every message is `invalid frontmatter: ...` of kind Frontmatter at a 1-based line and column.

import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import {
  argDefaultMismatch,
  argTypeUnknown,
  invalidType,
  invalidValue,
  maxToolIterationsTooLarge,
  maxToolIterationsTooSmall,
  missingField,
  modelKeywordUnknown,
  modelMinContextRange,
  yamlSyntax,
  yamlTooComplex,
  type DiagnosticData,
  type DiagnosticSink,
  type Position,
} from '../diagnostics.js';
import { readPlugins } from './plugins.js';
import type { SourceLines, SplitFile } from './split.js';
import { checkToolSlots, readTools } from './tools.js';
import { readContractMap } from './contract-maps.js';
import type { ArgDeclaration, ArgType, Contract, Frontmatter, ModelKeyword, RoleDeclaration } from './types.js';
import { deref, describeFound, positionOf, rawText, stringValue, walkStruct, type YamlContext, type YNode } from './yaml-values.js';

const TOP_FIELDS = ['name', 'description', 'promptforge', 'max_tool_iterations', 'input', 'output', 'plugins', 'tools', 'args', 'models'] as const;
const MAX_YAML_BYTES = 1 << 20;
const MAX_NESTING = 64;

/** Reads the frontmatter; returns undefined when it cannot be read at all. */
export function readFrontmatter(src: SourceLines, split: SplitFile, sink: DiagnosticSink): Frontmatter | undefined {
  const first = split.yamlFirstLine;
  const start: Position = src.at(Math.min(first, split.closeLine), 0);
  if (!guardResources(src, split, sink)) return undefined;

  const lineCounter = new LineCounter();
  const doc = parseDocument(split.yaml, { lineCounter, intAsBigInt: true, prettyErrors: false, uniqueKeys: true });
  const ctx: YamlContext = { doc, lineCounter, src, firstLine: first, sink, fallback: start };
  // Duplicate keys are reported by the readers below, in the words of their map.
  const errors = doc.errors.filter((e) => e.code !== 'DUPLICATE_KEY');
  if (errors.length > 0) {
    const e = errors[0]!;
    const { line, col } = lineCounter.linePos(e.pos[0]);
    sink.report(yamlSyntax(yamlMessage(e.message), src.at(line + first - 1, col - 1)));
    return undefined;
  }
  // Alias bombs: yaml's own guard (maxAliasCount) while resolving the whole document.
  try {
    doc.toJS({ maxAliasCount: 100 });
  } catch (e) {
    sink.report(yamlTooComplex(e instanceof Error ? e.message : String(e), start));
    return undefined;
  }

  const root = deref(ctx, doc.contents as YNode);
  const fmt: Frontmatter = { name: '', description: '', plugins: [], tools: [], models: [] };
  if (root && !(isScalar(root) && root.value === null) && !isMap(root)) {
    sink.report(invalidType(describeFound(ctx, root), 'a map', positionOf(ctx, root)));
    return undefined;
  }
  const at = positionOf(ctx, root, start);
  const seen = new Set<string>();
  if (root && isMap(root)) {
    walkStruct(ctx, root, TOP_FIELDS, (key, value, pair) => {
      seen.add(key);
      const keyAt = positionOf(ctx, pair.key as YNode);
      const v = deref(ctx, value);
      const vAt = positionOf(ctx, v, keyAt);
      switch (key) {
        case 'name':
        case 'description': {
          const s = stringValue(ctx, v);
          if (s === undefined) return void sink.report(invalidType(describeFound(ctx, v), 'a string', vAt));
          fmt[key] = s;
          return;
        }
        case 'promptforge': {
          const n = v && isScalar(v) ? v.value : undefined;
          if (typeof n !== 'bigint') return void sink.report(invalidType(describeFound(ctx, v), 'u64', vAt));
          if (n < 0n) return void sink.report(invalidValue(describeFound(ctx, v), 'u64', vAt));
          fmt.promptforge = n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n);
          return;
        }
        case 'max_tool_iterations': {
          const n = v && isScalar(v) ? v.value : undefined;
          // Range-checked as an integer, never wrapped; {raw} is the value as written.
          if (typeof n !== 'bigint' || n < 1n) return void sink.report(maxToolIterationsTooSmall(rawText(ctx, v), vAt));
          if (n > 1000n) return void sink.report(maxToolIterationsTooLarge(rawText(ctx, v), vAt));
          fmt.maxToolIterations = Number(n);
          return;
        }
        case 'input':
        case 'output': {
          const c = readContract(ctx, v, vAt);
          if (c) fmt[key] = c;
          return;
        }
        case 'plugins':
          fmt.plugins = readPlugins(ctx, v, keyAt);
          return;
        case 'tools':
          fmt.tools = readTools(ctx, v, keyAt);
          return;
        case 'args': {
          const args = readContractMap(ctx, v, keyAt, 'arg name', 'args', (name, decl, declAt) => readArg(ctx, name, decl, declAt));
          // Any explicit `args:` (even `{}`) replaces the implicit `prose` arg (reference §6).
          fmt.args = args ?? (v && isMap(v) ? [] : undefined);
          if (fmt.args === undefined) delete fmt.args;
          return;
        }
        case 'models':
          fmt.models = readContractMap(ctx, v, keyAt, 'model role label', 'models', (label, decl, declAt) => readRole(ctx, label, decl, declAt)) ?? [];
          return;
      }
    });
  }
  for (const required of ['name', 'description'] as const) {
    if (!seen.has(required)) sink.report(missingField(required, at));
  }
  checkToolSlots(ctx, fmt.tools, fmt.plugins, fmt.models);
  return fmt;
}

/** The yaml reader's message on one line, without its ` at line L, column C` tail. */
function yamlMessage(message: string): string {
  const firstLine = message.split('\n')[0] ?? message;
  return firstLine.replace(/ at line \d+, column \d+:?\s*$/, '').trim();
}

/** Refuses frontmatter too large or too deeply nested to read safely, before YAML sees it. */
function guardResources(src: SourceLines, split: SplitFile, sink: DiagnosticSink): boolean {
  if (split.yaml.length > MAX_YAML_BYTES) {
    sink.report(yamlTooComplex('the frontmatter is larger than 1 MiB', src.at(split.yamlFirstLine, 0)));
    return false;
  }
  const lines = split.yaml.split('\n');
  let depth = 0;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const indent = text.length - text.trimStart().length;
    const fileLine = i + split.yamlFirstLine;
    if (indent > 4 * MAX_NESTING) {
      sink.report(yamlTooComplex(`the frontmatter is nested more than ${MAX_NESTING} levels deep`, src.at(fileLine, 0)));
      return false;
    }
    // Flow collections: count brackets outside quotes (a quote opens only where a scalar can start).
    let quote = '';
    for (let j = 0; j < text.length; j++) {
      const c = text[j]!;
      if (quote) {
        if (c === quote) quote = '';
        continue;
      }
      if (c === '#' && (j === 0 || /\s/.test(text[j - 1]!))) break;
      if ((c === '"' || c === "'") && (j === 0 || /[\s[{,:]/.test(text[j - 1]!))) quote = c;
      else if (c === '[' || c === '{') {
        if (++depth > MAX_NESTING) {
          sink.report(yamlTooComplex(`the frontmatter is nested more than ${MAX_NESTING} levels deep`, src.at(fileLine, j)));
          return false;
        }
      } else if ((c === ']' || c === '}') && depth > 0) depth--;
    }
  }
  return true;
}

function readContract(ctx: YamlContext, v: YNode, at: Position): Contract | undefined {
  if (!v || !isMap(v)) {
    ctx.sink.report(invalidType(describeFound(ctx, v), 'a map with `path` and `description`', at));
    return undefined;
  }
  const out: Partial<Contract> = {};
  const ok = walkStruct(ctx, v, ['path', 'description'], (key, value) => {
    const s = stringValue(ctx, value);
    if (s === undefined) {
      ctx.sink.report(invalidType(describeFound(ctx, value), 'a string', positionOf(ctx, deref(ctx, value), at)));
      return false;
    }
    out[key as keyof Contract] = s;
    return true;
  });
  if (!ok) return undefined;
  for (const k of ['path', 'description'] as const) {
    if (out[k] === undefined) {
      ctx.sink.report(missingField(k, at));
      return undefined;
    }
  }
  return out as Contract;
}

const ARG_TYPES: readonly ArgType[] = ['string', 'boolean', 'integer', 'number'];

/** One `args:` declaration (reference.md §1.4). */
function readArg(ctx: YamlContext, name: string, raw: YNode, keyAt: Position): ArgDeclaration | undefined {
  const v = deref(ctx, raw);
  const at = positionOf(ctx, v, keyAt);
  if (!v || !isMap(v)) {
    ctx.sink.report(invalidType(describeFound(ctx, v), 'a map with `type`, `optional`, `default`, and `description`', at));
    return undefined;
  }
  const decl: Partial<ArgDeclaration> = { name, optional: false, position: keyAt };
  let defaultNode: YNode;
  const ok = walkStruct(ctx, v, ['type', 'optional', 'default', 'description'], (key, value) => {
    const x = deref(ctx, value);
    const xAt = positionOf(ctx, x, at);
    if (key === 'type') {
      const s = stringValue(ctx, x);
      if (s === undefined) return fail(ctx, invalidType(describeFound(ctx, x), 'a string', xAt));
      if (!ARG_TYPES.includes(s as ArgType)) return fail(ctx, argTypeUnknown(s, xAt));
      decl.type = s as ArgType;
    } else if (key === 'optional') {
      if (!x || !isScalar(x) || typeof x.value !== 'boolean') return fail(ctx, invalidType(describeFound(ctx, x), 'a boolean', xAt));
      decl.optional = x.value;
    } else if (key === 'description') {
      const s = stringValue(ctx, x);
      if (s === undefined) return fail(ctx, invalidType(describeFound(ctx, x), 'a string', xAt));
      decl.description = s;
    } else {
      defaultNode = x ?? null;
    }
    return true;
  }, true);
  if (!ok) return undefined;
  if (decl.type === undefined) {
    ctx.sink.report(missingField('type', at));
    return undefined;
  }
  if (defaultNode && isScalar(defaultNode) && defaultNode.value !== null) {
    const d = defaultNode.value;
    const matches =
      (decl.type === 'string' && typeof d === 'string') ||
      (decl.type === 'boolean' && typeof d === 'boolean') ||
      (decl.type === 'integer' && typeof d === 'bigint') ||
      (decl.type === 'number' && (typeof d === 'bigint' || typeof d === 'number'));
    if (!matches) {
      ctx.sink.report(argDefaultMismatch(decl.type, positionOf(ctx, defaultNode, at)));
      return undefined;
    }
    decl.default = typeof d === 'bigint' ? Number(d) : (d as string | boolean | number);
  } else if (defaultNode && !isScalar(defaultNode)) {
    ctx.sink.report(argDefaultMismatch(decl.type, positionOf(ctx, defaultNode, at)));
    return undefined;
  }
  return decl as ArgDeclaration;
}

const KEYWORDS: readonly ModelKeyword[] = ['thinking', 'no-thinking', 'frontier', 'fast', 'small', 'creative', 'chat'];

/** One `models:` role declaration: `{}` or a map of keywords, min_context, description (reference.md §3.1). */
function readRole(ctx: YamlContext, label: string, raw: YNode, keyAt: Position): RoleDeclaration | undefined {
  const v = deref(ctx, raw);
  const role: RoleDeclaration = { label, keywords: [], position: keyAt };
  if (!v || (isScalar(v) && v.value === null)) return role;
  const at = positionOf(ctx, v, keyAt);
  if (!isMap(v)) {
    ctx.sink.report(invalidType(describeFound(ctx, v), 'a map with `keywords`, `min_context`, and `description`', at));
    return undefined;
  }
  const ok = walkStruct(ctx, v, ['keywords', 'min_context', 'description'], (key, value) => {
    const x = deref(ctx, value);
    const xAt = positionOf(ctx, x, at);
    if (key === 'keywords') {
      if (!x || !isSeq(x)) return fail(ctx, invalidType(describeFound(ctx, x), 'a sequence', xAt));
      for (const item of x.items) {
        const s = stringValue(ctx, item as YNode);
        const itemAt = positionOf(ctx, deref(ctx, item as YNode), xAt);
        if (s === undefined) return fail(ctx, invalidType(describeFound(ctx, item as YNode), 'a string', itemAt));
        if (!KEYWORDS.includes(s as ModelKeyword)) return fail(ctx, modelKeywordUnknown(s, KEYWORDS, itemAt));
        role.keywords.push(s as ModelKeyword);
      }
    } else if (key === 'min_context') {
      const n = x && isScalar(x) ? x.value : undefined;
      if (typeof n !== 'bigint' || n < 1n || n > 4294967295n) return fail(ctx, modelMinContextRange(rawText(ctx, x), xAt));
      role.minContext = Number(n);
    } else {
      const s = stringValue(ctx, x);
      if (s === undefined) return fail(ctx, invalidType(describeFound(ctx, x), 'a string', xAt));
      role.description = s;
    }
    return true;
  }, true);
  return ok ? role : undefined;
}

/** Reports `d` and answers false, so a field reader can stop its walk. */
function fail(ctx: YamlContext, d: DiagnosticData): false {
  ctx.sink.report(d);
  return false;
}

// The frontmatter: YAML through the `yaml` package, then the keys of reference.md §1.2.
// Every message is `invalid frontmatter: ...` of kind Frontmatter at a 1-based line and column.

import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import {
  invalidType,
  invalidValue,
  maxToolIterationsTooLarge,
  maxToolIterationsTooSmall,
  missingField,
  yamlSyntax,
  yamlTooComplex,
  type DiagnosticSink,
  type Position,
} from '../diagnostics.js';
import { readArg } from './args.js';
import { readContractMap } from './contract-maps.js';
import { readRole } from './models.js';
import { readPlugins } from './plugins.js';
import type { SourceLines, SplitFile } from './split.js';
import { checkToolSlots, readTools } from './tools.js';
import type { Contract, Frontmatter } from './types.js';
import { guardResources } from './yaml-guard.js';
import { deref, describeFound, fail, positionOf, rawText, stringValue, walkStruct, type YamlContext, type YNode } from './yaml-values.js';

const TOP_FIELDS = ['name', 'description', 'promptforge', 'max_tool_iterations', 'input', 'output', 'plugins', 'tools', 'args', 'models'] as const;

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
          if (s === undefined) return fail(ctx, invalidType(describeFound(ctx, v), 'a string', vAt));
          fmt[key] = s;
          return;
        }
        case 'promptforge': {
          const n = v && isScalar(v) ? v.value : undefined;
          if (typeof n !== 'bigint') return fail(ctx, invalidType(describeFound(ctx, v), 'u64', vAt));
          if (n < 0n) return fail(ctx, invalidValue(describeFound(ctx, v), 'u64', vAt));
          fmt.promptforge = n > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(n);
          return;
        }
        case 'max_tool_iterations': {
          const n = v && isScalar(v) ? v.value : undefined;
          // Range-checked as an integer, never wrapped; {raw} is the value as written.
          if (typeof n !== 'bigint' || n < 1n) return fail(ctx, maxToolIterationsTooSmall(rawText(ctx, v), vAt));
          if (n > 1000n) return fail(ctx, maxToolIterationsTooLarge(rawText(ctx, v), vAt));
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


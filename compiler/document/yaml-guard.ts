// Limits checked before YAML sees the frontmatter, so no input can exhaust the stack or the
// heap of the yaml reader: size, indentation depth, and flow-collection depth.

import { yamlTooComplex, type DiagnosticSink } from '../diagnostics.js';
import type { SourceLines, SplitFile } from './split.js';

const MAX_YAML_BYTES = 1 << 20;
const MAX_NESTING = 64;

/** Refuses frontmatter too large or too deeply nested to read safely, before YAML sees it. */
export function guardResources(src: SourceLines, split: SplitFile, sink: DiagnosticSink): boolean {
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

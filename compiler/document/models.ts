// `models:` role declarations (reference.md §3.1). The spec gives no texts for these values,
// so the messages are serde's (`unknown variant`, `invalid type`) plus one for min_context.

import { isMap, isScalar, isSeq } from 'yaml';
import { invalidType, modelKeywordUnknown, modelMinContextRange, type Position } from '../diagnostics.js';
import type { ModelKeyword, RoleDeclaration } from './types.js';
import { deref, describeFound, fail, positionOf, rawText, stringValue, walkStruct, type YamlContext, type YNode } from './yaml-values.js';

const KEYWORDS: readonly ModelKeyword[] = ['thinking', 'no-thinking', 'frontier', 'fast', 'small', 'creative', 'chat'];

/** One `models:` role declaration: `{}` or a map of keywords, min_context, description (reference.md §3.1). */
export function readRole(ctx: YamlContext, label: string, raw: YNode, keyAt: Position): RoleDeclaration | undefined {
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

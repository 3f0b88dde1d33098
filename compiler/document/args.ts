// `args:` declarations (reference.md §1.4): advertised, never enforced.

import { isMap, isScalar } from 'yaml';
import { argDefaultMismatch, argTypeUnknown, invalidType, missingField, type Position } from '../diagnostics.js';
import type { ArgDeclaration, ArgType } from './types.js';
import { deref, describeFound, fail, positionOf, stringValue, walkStruct, type YamlContext, type YNode } from './yaml-values.js';

const ARG_TYPES: readonly ArgType[] = ['string', 'boolean', 'integer', 'number'];

/** One `args:` declaration (reference.md §1.4). */
export function readArg(ctx: YamlContext, name: string, raw: YNode, keyAt: Position): ArgDeclaration | undefined {
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


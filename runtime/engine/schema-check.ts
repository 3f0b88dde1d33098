// Tool schemas are checked before they reach the model (tools.md "Scope errors"): a Harness tool
// whose parameter schema is not a JSON object, or that Ajv cannot compile, fails with Binding.
import { Ajv } from 'ajv';

let ajv: Ajv | undefined;
const checked = new WeakMap<object, boolean>();

/** True when the schema is a JSON object Ajv accepts as a JSON Schema. */
export function schemaIsValid(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return false;
  const known = checked.get(schema);
  if (known !== undefined) return known;
  ajv ??= new Ajv({ strict: false, validateSchema: true });
  let ok: boolean;
  try {
    ajv.compile(schema);
    ok = true;
  } catch {
    ok = false;
  }
  checked.set(schema, ok);
  return ok;
}

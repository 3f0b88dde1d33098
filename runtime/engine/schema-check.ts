// Tool schemas are checked before they reach the model (tools.md "Scope errors"): a Harness tool
// whose parameter schema is not a JSON object, or not a JSON Schema, fails with Binding.
// Schemas arrive at run time (a Plugin's tools, at activation), so no validator can be generated
// ahead of time for them; instead the schema itself is validated, as an instance, against the
// draft-07 meta-schema by @cfworker/json-schema, which interprets schemas rather than compiling them
// to code: no eval or new Function, so a page under `Content-Security-Policy: script-src 'self'`
// can run it (issue #6 "Eval-free output"). Its `regex` format check compiles each `pattern` with
// the `u` flag, as the model-facing providers' validators do.
import { Validator } from '@cfworker/json-schema';
import { isJsonObject } from './json.js';
import { JSON_SCHEMA_DRAFT_07 } from './json-schema-draft-07.js';

let metaValidator: Validator | undefined;
const checked = new WeakMap<object, boolean>();

/** True when the schema is a JSON object that is a valid JSON Schema (draft-07 meta-schema). */
export function schemaIsValid(schema: unknown): boolean {
  if (!isJsonObject(schema)) return false;
  const known = checked.get(schema);
  if (known !== undefined) return known;
  // the Validator indexes its schema's $id and subschemas once; the meta-schema is ours, never a tool's
  metaValidator ??= new Validator(JSON_SCHEMA_DRAFT_07, '7', true);
  let ok: boolean;
  try {
    ok = metaValidator.validate(schema).valid;
  } catch {
    // a value that is no JSON at all (a cycle, say) is no schema either
    ok = false;
  }
  checked.set(schema, ok);
  return ok;
}

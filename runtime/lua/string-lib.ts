// Where the string library comes from: stdlib/string/ (written alongside this runtime).
import type { LuaTable } from './tables.js';
import { createStringLib } from './stdlib/string/index.js';

/** The `string` library table. */
export function createStringLibOrPlaceholder(): LuaTable {
  return createStringLib();
}

// Where the string library comes from. The string library is written in stdlib/string/ by
// another engineer; until its index.ts exists this returns an empty table.
// TODO(string-lib): import { createStringLib } from './stdlib/string/index.js' once it exists.
import { LuaTable } from './tables.js';

/** The `string` library table (empty placeholder until stdlib/string/index.ts lands). */
export function createStringLibOrPlaceholder(): LuaTable {
  return new LuaTable();
}

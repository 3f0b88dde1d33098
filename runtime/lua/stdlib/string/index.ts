// The string library table (lstrlib.c luaopen_string). Each function is also exported alone
// so that bundlers can drop the ones a prompt never uses.
import type { LuaFunction } from '../../values.js';
import { LuaTable } from '../../tables.js';
import { string_byte, string_char } from './byte.js';
import { string_dump } from './dump.js';
import { string_find, string_gmatch, string_match } from './find.js';
import { string_format } from './format.js';
import { string_gsub } from './gsub.js';
import { string_len, string_reverse, string_sub } from './sub.js';
import { string_lower, string_upper } from './case.js';
import { string_rep } from './rep.js';
import { string_pack, string_packsize, string_unpack } from './pack.js';

export {
  string_byte, string_char, string_dump, string_find, string_format, string_gmatch, string_gsub, string_len,
  string_lower, string_match, string_rep, string_reverse, string_sub, string_upper, string_pack, string_packsize,
  string_unpack,
};

/** A fresh `string` table with every function of lua 5.4's string library. */
export function createStringLib(): LuaTable {
  const lib: Record<string, LuaFunction> = {
    byte: string_byte, char: string_char, dump: string_dump, find: string_find, format: string_format,
    gmatch: string_gmatch, gsub: string_gsub, len: string_len, lower: string_lower, match: string_match,
    rep: string_rep, reverse: string_reverse, sub: string_sub, upper: string_upper, pack: string_pack,
    packsize: string_packsize, unpack: string_unpack,
  };
  const t = new LuaTable();
  for (const [k, f] of Object.entries(lib)) t.set(k, f);
  return t;
}

// The `store` global (reference §5.1): every call suspends (one Harness operation); strings cross
// as UTF-8 text. Argument messages of reference §5.1 and §8.1.
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { LuaFloat } from '../lua/values.js';
import { mustBeInteger, mustBeString, mustBeUtf8, raise, cancelled } from './errors.js';
import { builtin } from './lua-binding.js';
import { isUtf8, luaTypeName } from './lua-json.js';
import type { Store } from './store.js';

function text(name: string, v: LuaValue): string {
  if (typeof v !== 'string') raise(mustBeString(name, luaTypeName(v)));
  if (!isUtf8(v)) raise(mustBeUtf8(name));
  return utf8Decode(v);
}

function bound(name: string, v: LuaValue): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (v instanceof LuaFloat && Number.isInteger(v.n)) return v.n;
  raise(mustBeInteger(name, luaTypeName(v)));
}

/** The `store` table over the run's store. */
export function storeGlobal(store: Store, signal: AbortSignal): LuaTable {
  const t = new LuaTable();
  const op = (name: string, f: (...a: LuaValue[]) => Promise<LuaValue>) =>
    t.set(name, builtin(async (...a) => {
      if (signal.aborted) raise(cancelled());
      return f(...a);
    }));
  op('write', async (p, c) => void (await store.write(text('path', p), text('contents', c))));
  op('append', async (p, c) => void (await store.append(text('path', p), text('contents', c))));
  op('read', async (p, s, e) => utf8Encode(await store.read(text('path', p), bound('start', s), bound('end', e))));
  op('read_numbered', async (p, s, e) => utf8Encode(await store.readNumbered(text('path', p), bound('start', s), bound('end', e))));
  op('str_replace', async (p, o, n) => void (await store.strReplace(text('path', p), text('old', o), text('new', n))));
  op('delete', async (p) => void (await store.delete(text('path', p))));
  op('exists', async (p) => store.exists(text('path', p)));
  op('glob', async (p) => {
    const found = await store.glob(text('pattern', p));
    const arr = new LuaTable();
    found.forEach((f, i) => arr.set(i + 1, utf8Encode(f)));
    return arr;
  });
  return t;
}

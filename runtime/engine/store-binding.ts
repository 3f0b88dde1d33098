// The `store` global (reference §5.1): every call suspends (one Harness operation); strings cross
// as UTF-8 text. Argument messages of reference §5.1 and §8.1.
import { LuaTable } from '../lua/tables.js';
import type { LuaValue } from '../lua/values.js';
import { utf8Decode, utf8Encode } from '../lua/strings.js';
import { LuaFloat } from '../lua/values.js';
import { internalInvariant, mustBeInteger, mustBeString, mustBeUtf8, raise, cancelled } from './errors.js';
import { builtin } from './lua-binding.js';
import { isUtf8, luaTypeName } from './lua-json.js';
import type { SectionVM } from './run-state.js';
import type { ClaimMode } from './store-claims.js';
import { checkGlob, checkPath } from './store-paths.js';

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

/** The `store` table of one VM: every access claims its path for the VM's identity first (reference §5.3). */
export function storeGlobal(vm: SectionVM): LuaTable {
  const run = vm.run;
  // A prompt that names `store` always makes one (its module passes `store`, define-prompt.ts).
  const store = run.store;
  if (store === undefined) raise(internalInvariant('the prompt names store but its module makes none'));
  const t = new LuaTable();
  // Invalid paths are left to the store, which reports them.
  const claim = (mode: ClaimMode, path: string): string => {
    if ((mode === 'glob' ? checkGlob(path) : checkPath(path)) === undefined) run.claims?.claim(vm.chain.identity, mode, path);
    return path;
  };
  const op = (name: string, f: (...a: LuaValue[]) => Promise<LuaValue>) =>
    t.set(name, builtin(async (...a) => {
      if (run.stop.aborted) raise(cancelled());
      const task = run.task;
      if (task === undefined) return f(...a);
      task.blocked = 'store';
      try {
        return await f(...a);
      } finally {
        task.blocked = undefined;
      }
    }));
  op('write', async (p, c) => void (await store.write(claim('write', text('path', p)), text('contents', c))));
  op('append', async (p, c) => void (await store.append(claim('write', text('path', p)), text('contents', c))));
  op('read', async (p, s, e) => utf8Encode(await store.read(claim('read', text('path', p)), bound('start', s), bound('end', e))));
  op('read_numbered', async (p, s, e) => utf8Encode(await store.readNumbered(claim('read', text('path', p)), bound('start', s), bound('end', e))));
  op('str_replace', async (p, o, n) => void (await store.strReplace(claim('write', text('path', p)), text('old', o), text('new', n))));
  op('delete', async (p) => void (await store.delete(claim('write', text('path', p)))));
  op('exists', async (p) => store.exists(claim('read', text('path', p))));
  op('glob', async (p) => {
    const found = await store.glob(claim('glob', text('pattern', p)));
    const arr = new LuaTable();
    found.forEach((f, i) => arr.set(i + 1, utf8Encode(f)));
    return arr;
  });
  return t;
}

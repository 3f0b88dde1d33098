// string.dump: compiled functions have no lua bytecode, so this always fails like lua's lua_dump error.
import type { LuaValue } from '../../values.js';
import { LuaError } from '../../errors.js';
import { typeError } from '../args.js';
import { msgUnableToDump } from './messages.js';

/** string.dump(f, strip?): raises "unable to dump given function" for every function. */
export function string_dump(f?: LuaValue, _strip?: LuaValue): never {
  if (typeof f !== 'function') typeError(1, 'dump', 'function', f, arguments.length < 1);
  throw new LuaError(msgUnableToDump());
}

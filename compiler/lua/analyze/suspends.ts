// Which functions can suspend (spec language.md §9). Sound: a function compiled without `async`
// never receives a Promise from a callee.
import type { Analysis } from './index.js';
import type { CallSite, FunctionInfo } from '../scope.js';

/** The function a local callee is known to hold: initialised with it and never reassigned. */
export function knownFunction(site: CallSite): FunctionInfo | undefined {
  if (site.callee.kind !== 'local') return undefined;
  const b = site.callee.binding;
  return b.assignments === 0 ? b.functionValue : undefined;
}

/** Whether a call site can return a Promise, given the current facts. */
export function callSuspends(a: Analysis, site: CallSite): boolean {
  const known = knownFunction(site);
  if (known) return known.isAsync;
  if (site.callee.kind === 'global' && a.suspending.has(site.callee.name)) return true;
  return a.asyncEscapes;
}

/**
 * Fixed point: a function is async when one of its calls can suspend; a call through an unknown
 * callee can suspend when some async function value may escape (stored, passed, returned, or a
 * global), and a registered suspending builtin used as a value escapes too.
 */
export function computeSuspension(a: Analysis): void {
  const fns = a.functions.values();
  // most chunks register no suspending builtin: then no reference needs looking at (a chunk
  // has hundreds of thousands of them, and spreading the map into pairs was a large allocation)
  let suspendingAsValue = false;
  if (a.suspending.size > 0) {
    a.refs.forEach((b, id) => {
      if (b === undefined && a.suspending.has(id.name) && !a.callees.has(id)) suspendingAsValue = true;
    });
  }
  for (let changed = true; changed; ) {
    changed = false;
    a.asyncEscapes =
      suspendingAsValue ||
      fns.some((f) => f.isAsync && f !== a.chunk && !(f.binding && f.binding.assignments === 0 && !f.binding.usedAsValue));
    for (const f of fns) {
      if (!f.isAsync && f.calls.some((c) => callSuspends(a, c))) {
        f.isAsync = true;
        changed = true;
      }
    }
  }
}

// Compile-time messages of the Lua compiler. compiler/diagnostics.ts (the document engineer's
// catalogue) did not exist when this was written; these entries belong in its Lua section.
// Texts follow lua 5.4 lparser.c / llex.c so `promptforge lua` prints what lua5.4 prints.

/** One compile-time problem. line and column are 1-based. */
export interface LuaDiagnostic {
  code: string;
  kind: 'error';
  message: string;
  line: number;
  column: number;
}

function at(code: string, message: string, line: number, column: number): LuaDiagnostic {
  return { code, kind: 'error', message, line, column };
}

/** A syntax error reported by the parser, already reworded like lua5.4 (llex.c, lparser.c). */
export function luaSyntaxError(message: string, line: number, column: number): LuaDiagnostic {
  return at('lua-syntax', message, line, column);
}

/** lparser.c check_readonly */
export function luaAssignToConst(name: string, line: number, column: number): LuaDiagnostic {
  return at('lua-assign-const', `attempt to assign to const variable '${name}'`, line, column);
}

/** lparser.c undefgoto for break */
export function luaBreakOutsideLoop(line: number, column: number): LuaDiagnostic {
  return at('lua-break-outside-loop', `break outside loop at line ${line}`, line, column);
}

/** lparser.c undefgoto */
export function luaUndefinedLabel(name: string, line: number, column: number): LuaDiagnostic {
  return at('lua-undefined-label', `no visible label '${name}' for <goto> at line ${line}`, line, column);
}

/** lparser.c checkrepeated */
export function luaDuplicateLabel(name: string, firstLine: number, line: number, column: number): LuaDiagnostic {
  return at('lua-duplicate-label', `label '${name}' already defined on line ${firstLine}`, line, column);
}

/** lparser.c jumpscopeerror */
export function luaGotoIntoScope(label: string, gotoLine: number, local: string, line: number, column: number): LuaDiagnostic {
  return at('lua-goto-into-scope', `<goto ${label}> at line ${gotoLine} jumps into the scope of local '${local}'`, line, column);
}

/** lparser.c: an unknown attribute */
export function luaUnknownAttribute(name: string, line: number, column: number): LuaDiagnostic {
  return at('lua-unknown-attribute', `unknown attribute '${name}'`, line, column);
}

/** lparser.c checktoclose: one <close> per local list */
export function luaMultipleToClose(line: number, column: number): LuaDiagnostic {
  return at('lua-multiple-close', 'multiple to-be-closed variables in local list', line, column);
}

/** A goto pattern the structured lowering cannot express (a compiler limitation, not a Lua error). */
export function luaUnsupportedGoto(label: string, line: number, column: number): LuaDiagnostic {
  return at('lua-unsupported-goto', `goto '${label}' crosses another label's region in a way promptforge cannot compile yet`, line, column);
}

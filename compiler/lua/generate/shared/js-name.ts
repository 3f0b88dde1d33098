// Whether generated JS text is a plain name, for the code generator's many checks. A loop, not
// /^[A-Za-z_$][\w$]*$/: each copy of that regex literal was compiled on first use (and again to
// native code on its second), in every fresh process's first compile() (issue #4).

/** Whether `s` matches /^[A-Za-z_$][\w$]*$/ (an ASCII identifier; reserved words included). */
export function isJsName(s: string): boolean {
  if (s.length === 0) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const letter = (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || c === 0x5f || c === 0x24; // a-z A-Z _ $
    if (!letter && (i === 0 || c < 0x30 || c > 0x39)) return false;
  }
  return true;
}

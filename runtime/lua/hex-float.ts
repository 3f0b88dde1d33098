// Hexadecimal float numerals (`0x1.8p3`, `0x.8`, `0xAp-2`), read as lua5.4 reads them: through C's
// strtod (lobject.c lua_strx2number), which rounds the exact value once to the nearest double, ties
// to even. Shared by the compiler (numerals in source) and the runtime (tonumber, string arithmetic).

/**
 * The value of `0x<int>.<frac>p<exp>` (unsigned), correctly rounded. `exp` is the decimal exponent
 * text after `p` (may be empty or signed). Every digit counts: `0x` followed by 300 `f`s and
 * `p-2200` is 0x1p-1000, not inf, and 0x3p-1076 rounds up to the smallest subnormal.
 */
export function hexFloatValue(int: string, frac: string, exp: string): number {
  let m = BigInt('0x0' + int + frac);
  if (m === 0n) return 0;
  let e = (exp === '' ? 0 : Number(exp)) - 4 * frac.length;
  const bits = m.toString(2).length;
  const top = bits - 1 + e; // the binary exponent of the leading digit
  if (top > 1024) return Infinity;
  if (top < -1076) return 0; // below half the smallest subnormal
  // keep 53 significant bits, fewer where the result is subnormal (its last bit is 2^-1074)
  const shift = Math.max(bits - 53, -1074 - e);
  if (shift > 0) {
    const s = BigInt(shift);
    const rest = m & ((1n << s) - 1n);
    const half = 1n << (s - 1n);
    m >>= s;
    if (rest > half || (rest === half && (m & 1n) === 1n)) m += 1n;
    e += shift;
  }
  // m has at most 53 bits and m * 2^e is a double (or overflows to inf): scaling is exact
  let x = Number(m);
  while (e > 1000) { x *= 2 ** 1000; e -= 1000; }
  while (e < -1000) { x *= 2 ** -1000; e += 1000; }
  return x * 2 ** e;
}

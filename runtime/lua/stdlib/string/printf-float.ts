// C printf's %e, %f, %g and %a of doubles, digit for digit as glibc prints them (round half to even
// on the exact binary value). JS toExponential/toFixed round ties away from zero, so a possible tie
// goes to an exact BigInt expansion.

const view = new DataView(new ArrayBuffer(8));

/** Exact decimal expansion of finite ax > 0: all digits, and how many of them precede the point. */
function exactDecimal(ax: number): [string, number] {
  view.setFloat64(0, ax);
  const hi = view.getUint32(0), lo = view.getUint32(4);
  const bexp = (hi >>> 20) & 0x7ff;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (bexp === 0) e = -1074;
  else {
    mant |= 1n << 52n;
    e = bexp - 1075;
  }
  if (e >= 0) {
    const d = (mant << BigInt(e)).toString();
    return [d, d.length];
  }
  const d = (mant * 5n ** BigInt(-e)).toString();
  return [d, d.length + e];
}

/** The first n (>= 1) digits of `digits` rounded half-even; one more digit ('1' then zeros) on a carry. */
function roundDigits(digits: string, n: number): string {
  if (digits.length <= n) return digits.padEnd(n, '0');
  const next = digits.charCodeAt(n) - 48;
  let up = next > 5;
  if (next === 5) {
    up = (digits.charCodeAt(n - 1) - 48) % 2 === 1;
    for (let k = n + 1; k < digits.length && !up; k++) if (digits.charCodeAt(k) !== 48) up = true;
  }
  const kept = digits.slice(0, n);
  if (!up) return kept;
  let i = n - 1;
  while (i >= 0 && kept.charCodeAt(i) === 57) i--;
  if (i < 0) return '1' + '0'.repeat(n);
  return kept.slice(0, i) + String.fromCharCode(kept.charCodeAt(i) + 1) + '0'.repeat(n - 1 - i);
}

/**
 * Number of decimal digits after the point in the exact expansion of finite ax > 0 (0 for
 * integers): a double m * 2^k with m odd has exactly -k of them, the last one a 5.
 */
function fractionDigits(ax: number): number {
  view.setFloat64(0, ax);
  const hi = view.getUint32(0), lo = view.getUint32(4);
  const bexp = (hi >>> 20) & 0x7ff;
  const e = bexp === 0 ? -1074 : bexp - 1075;
  const mhi = bexp === 0 ? hi & 0xfffff : (hi & 0xfffff) | 0x100000;
  const tz = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 32 + 31 - Math.clz32(mhi & -mhi);
  const f = -(e + tz);
  return f > 0 ? f : 0;
}

/** May rounding ax to n significant digits (first digit at 10^x, as JS found it) meet an exact tie? */
function tieAtSignificant(ax: number, n: number, x: number): boolean {
  const f = fractionDigits(ax);
  if (f > 0) return f + x + 1 === n + 1; // (a carry in JS's rounding means no tie: see formatG)
  if (ax >= 9007199254740992) return true; // large integers: let the exact path decide
  let d = String(ax);
  while (d.endsWith('0')) d = d.slice(0, -1);
  return d.length === n + 1 && d.endsWith('5');
}

/** n significant digits of ax >= 0 (n <= 100) and the decimal exponent of the first one. */
export function significant(ax: number, n: number): [string, number] {
  if (ax === 0) return ['0'.repeat(n), 0];
  const s = ax.toExponential(n - 1);
  const e = s.indexOf('e');
  const x = parseInt(s.slice(e + 1), 10);
  if (!tieAtSignificant(ax, n, x)) return [n === 1 ? s[0]! : s[0]! + s.slice(2, e), x];
  const [digits, point] = exactDecimal(ax);
  const r = roundDigits(digits, n);
  return r.length > n ? [r.slice(0, n), point] : [r, point - 1];
}

/** %.<p>e of ax >= 0, without sign. */
export function formatE(ax: number, p: number, alt: boolean, sig?: [string, number]): string {
  const [d, x] = sig ?? significant(ax, p + 1);
  const ae = Math.abs(x);
  return d[0]! + (p > 0 || alt ? '.' : '') + d.slice(1) + (x < 0 ? 'e-' : 'e+') + (ae < 10 ? '0' : '') + ae;
}

/** %.<p>f of ax >= 0, without sign. */
export function formatF(ax: number, p: number, alt: boolean): string {
  let s: string;
  if (ax < 1e21 && fractionDigits(ax) !== p + 1) s = ax.toFixed(p); // no tie: JS rounds like C
  else if (ax === 0) s = p > 0 ? '0.' + '0'.repeat(p) : '0';
  else {
    let [digits, point] = exactDecimal(ax);
    if (point < 1) {
      digits = '0'.repeat(1 - point) + digits;
      point = 1;
    }
    const r = roundDigits(digits, point + p);
    if (r.length > point + p) point++;
    s = p > 0 ? r.slice(0, point) + '.' + r.slice(point) : r;
  }
  return alt && p === 0 ? s + '.' : s;
}

/** %.<p>g of ax >= 0, without sign. */
export function formatG(ax: number, p: number, alt: boolean): string {
  const P = p === 0 ? 1 : p;
  const sig = significant(ax, P);
  const x = ax === 0 ? 0 : sig[1];
  let s: string;
  if (P > x && x >= -4) s = formatF(ax, P - 1 - x, alt);
  // glibc picks the style from the unrounded exponent P - 1, then a carry to P digits makes it
  // print the exponent form with no fraction digits (visible with '#': 999999.5 -> "1.e+06")
  else if (x === P && alt && ax < Number('1e' + P)) s = formatE(ax, 0, alt);
  else s = formatE(ax, P - 1, alt, sig);
  if (!alt) {
    const e = s.indexOf('e');
    let mant = e === -1 ? s : s.slice(0, e);
    if (mant.includes('.')) {
      mant = mant.replace(/0+$/, '');
      if (mant.endsWith('.')) mant = mant.slice(0, -1);
    }
    s = e === -1 ? mant : mant + s.slice(e);
  }
  return s;
}

/** %a of ax >= 0 (finite), without sign; p < 0 means no precision (shortest exact). */
export function formatA(ax: number, p: number, alt: boolean): string {
  view.setFloat64(0, ax);
  const hi = view.getUint32(0), lo = view.getUint32(4);
  const bexp = (hi >>> 20) & 0x7ff;
  let frac = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo); // 52 bits = 13 hex digits
  let lead = bexp === 0 ? 0 : 1;
  const e = ax === 0 ? 0 : bexp === 0 ? -1022 : bexp - 1023;
  let digits: string;
  if (p < 0) digits = frac === 0n ? '' : frac.toString(16).padStart(13, '0').replace(/0+$/, '');
  else {
    if (p < 13) { // round to p hex digits, half to even
      const drop = BigInt(4 * (13 - p));
      const rest = frac & ((1n << drop) - 1n);
      const half = 1n << (drop - 1n);
      frac >>= drop;
      const odd = p === 0 ? (lead & 1) === 1 : (frac & 1n) === 1n;
      if (rest > half || (rest === half && odd)) frac++;
      if (frac >> BigInt(4 * p) !== 0n) { // carry into the leading digit
        lead++;
        frac &= (1n << BigInt(4 * p)) - 1n;
      }
      digits = p === 0 ? '' : frac.toString(16).padStart(p, '0');
    } else digits = frac.toString(16).padStart(13, '0') + '0'.repeat(p - 13);
  }
  return '0x' + lead + (digits !== '' || alt ? '.' : '') + digits + 'p' + (e < 0 ? '-' : '+') + Math.abs(e);
}

// Conversion specifications of string.format (lstrlib.c getformat, checkformat) and C-style padding.
import { LuaError } from '../../errors.js';
import { msgFormatTooLong, msgInvalidConversionSpec } from './messages.js';

export const FLAGS_F = '-+#0 '; // a A e E f F g G
export const FLAGS_X = '-#0'; // o x X
export const FLAGS_I = '-+0 '; // d i
export const FLAGS_U = '-0'; // u
export const FLAGS_C = '-'; // c p s

const MAX_FORMAT = 32;
const SPAN = '-+#0 123456789.';

/** One parsed specification: `form` is the text from '%' to the conversion letter. */
export interface Spec {
  form: string;
  conv: string;
  left: boolean;
  plus: boolean;
  space: boolean;
  alt: boolean;
  zero: boolean;
  width: number;
  /** -1 when absent. */
  precision: number;
}

/** getformat: the specification starting at fmt[i] (just after '%'); returns the index after it. */
export function getFormat(fmt: string, i: number, spec: Spec): number {
  let len = 0;
  while (i + len < fmt.length && SPAN.includes(fmt[i + len]!)) len++;
  len++; // the conversion letter
  if (len >= MAX_FORMAT - 10) throw new LuaError(msgFormatTooLong());
  spec.conv = i + len - 1 < fmt.length ? fmt[i + len - 1]! : '';
  spec.form = '%' + fmt.slice(i, i + len);
  return i + len;
}

/** checkformat: validates flags, width (2 digits) and precision, then fills the parsed fields. */
export function checkFormat(spec: Spec, flags: string, precision: boolean): void {
  const form = spec.form;
  let k = 1;
  while (k < form.length && flags.includes(form[k]!)) k++;
  const flagText = form.slice(1, k);
  let width = '', prec = '';
  let hasPrec = false;
  if (form[k] !== '0') {
    while (width.length < 2 && isDigit(form[k])) width += form[k++];
    if (form[k] === '.' && precision) {
      k++;
      hasPrec = true;
      while (prec.length < 2 && isDigit(form[k])) prec += form[k++];
    }
  }
  const c = form.charCodeAt(k);
  if (!((c >= 65 && c <= 90) || (c >= 97 && c <= 122))) throw new LuaError(msgInvalidConversionSpec(form));
  spec.left = flagText.includes('-');
  spec.plus = flagText.includes('+');
  spec.space = flagText.includes(' ');
  spec.alt = flagText.includes('#');
  spec.zero = flagText.includes('0');
  spec.width = width === '' ? 0 : parseInt(width, 10);
  spec.precision = hasPrec ? (prec === '' ? 0 : parseInt(prec, 10)) : -1;
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}

/** Pads a converted item to the width: left-justified, zero-filled after sign/prefix, or right-justified. */
export function pad(spec: Spec, sign: string, body: string, zeroOk: boolean): string {
  const len = sign.length + body.length;
  if (len >= spec.width) return sign + body;
  const fill = spec.width - len;
  if (spec.left) return sign + body + ' '.repeat(fill);
  if (spec.zero && zeroOk) {
    const pre = body.startsWith('0x') || body.startsWith('0X') ? 2 : 0;
    return sign + body.slice(0, pre) + '0'.repeat(fill) + body.slice(pre);
  }
  return ' '.repeat(fill) + sign + body;
}

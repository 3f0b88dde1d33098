// strftime for os.date in the C locale.
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

const pad = (n: number, w = 2, c = '0'): string => String(n).padStart(w, c);

/** Formats d like C strftime (C locale); returns { bad } for an unknown conversion. */
export function strftime(f: string, d: Date, utc: boolean): string | { bad: string } {
  const Y = utc ? d.getUTCFullYear() : d.getFullYear();
  const m = utc ? d.getUTCMonth() : d.getMonth();
  const D = utc ? d.getUTCDate() : d.getDate();
  const H = utc ? d.getUTCHours() : d.getHours();
  const M = utc ? d.getUTCMinutes() : d.getMinutes();
  const S = utc ? d.getUTCSeconds() : d.getSeconds();
  const w = utc ? d.getUTCDay() : d.getDay();
  const start = utc ? Date.UTC(Y, 0, 1) : new Date(Y, 0, 1).getTime();
  const yday = Math.floor((d.getTime() - start) / 86400000);
  const off = utc ? 0 : -d.getTimezoneOffset();
  const conv: Record<string, () => string> = {
    a: () => DAYS[w]!.slice(0, 3), A: () => DAYS[w]!, b: () => MONTHS[m]!.slice(0, 3), B: () => MONTHS[m]!,
    h: () => MONTHS[m]!.slice(0, 3),
    c: () => `${DAYS[w]!.slice(0, 3)} ${MONTHS[m]!.slice(0, 3)} ${pad(D, 2, ' ')} ${pad(H)}:${pad(M)}:${pad(S)} ${Y}`,
    C: () => pad(Math.floor(Y / 100)), d: () => pad(D), D: () => `${pad(m + 1)}/${pad(D)}/${pad(Y % 100)}`,
    e: () => pad(D, 2, ' '), F: () => `${Y}-${pad(m + 1)}-${pad(D)}`, H: () => pad(H),
    I: () => pad(H % 12 === 0 ? 12 : H % 12), j: () => pad(yday + 1, 3), m: () => pad(m + 1), M: () => pad(M),
    n: () => '\n', p: () => (H < 12 ? 'AM' : 'PM'), R: () => `${pad(H)}:${pad(M)}`, S: () => pad(S),
    s: () => String(Math.floor(d.getTime() / 1000)), t: () => '\t', T: () => `${pad(H)}:${pad(M)}:${pad(S)}`,
    u: () => String(w === 0 ? 7 : w), w: () => String(w), x: () => `${pad(m + 1)}/${pad(D)}/${pad(Y % 100)}`,
    X: () => `${pad(H)}:${pad(M)}:${pad(S)}`, y: () => pad(Y % 100), Y: () => String(Y),
    z: () => `${off < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(off) / 60))}${pad(Math.abs(off) % 60)}`,
    Z: () => (utc ? 'GMT' : 'UTC'), '%': () => '%',
  };
  let out = '';
  for (let i = 0; i < f.length; i++) {
    const c = f[i]!;
    if (c !== '%') {
      out += c;
      continue;
    }
    const k = f[++i] ?? '';
    const fn = conv[k];
    if (fn === undefined) return { bad: '%' + k };
    out += fn();
  }
  return out;
}

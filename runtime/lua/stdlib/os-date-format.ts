// strftime for os.date in the C locale.
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
  'October', 'November', 'December'];

const pad = (n: number, w = 2, c = '0'): string => String(n).padStart(w, c);

/** ISO 8601 week-based year and week number for a date (yday 0-based, w 0 = Sunday). */
function isoWeek(Y: number, yday: number, w: number): [number, number] {
  const wdayMon = (w + 6) % 7; // 0 = Monday
  let week = Math.floor((yday - wdayMon + 10) / 7);
  const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const weeksIn = (y: number) => {
    const jan1 = (wdayMon - yday % 7 + 7 * 60) % 7; // weekday (Mon=0) of Jan 1 of Y
    const p = (d: number, leap: boolean) => d === 3 || (leap && d === 2);
    return y === Y ? (p(jan1, isLeap(Y)) ? 53 : 52) : 52;
  };
  if (week < 1) return [Y - 1, prevYearWeeks(Y - 1)];
  if (week > weeksIn(Y)) return [Y + 1, 1];
  return [Y, week];
}

function prevYearWeeks(y: number): number {
  const d = new Date(Date.UTC(y, 11, 28)); // Dec 28 is always in the last ISO week
  const yday = Math.floor((d.getTime() - Date.UTC(y, 0, 1)) / 86400000);
  return Math.floor((yday - ((d.getUTCDay() + 6) % 7) + 10) / 7);
}

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
    U: () => pad(Math.floor((yday + 7 - w) / 7)), W: () => pad(Math.floor((yday + 7 - ((w + 6) % 7)) / 7)),
    V: () => pad(isoWeek(Y, yday, w)[1]), G: () => String(isoWeek(Y, yday, w)[0]),
    g: () => pad(isoWeek(Y, yday, w)[0] % 100),
  };
  let out = '';
  for (let i = 0; i < f.length; i++) {
    const c = f[i]!;
    if (c !== '%') {
      out += c;
      continue;
    }
    let k = f[++i] ?? '';
    // C99 E and O modifiers (loslib.c LUA_STRFTIMEOPTIONS): same output in the C locale
    if (k === 'E' || k === 'O') {
      const next = f[++i] ?? '';
      if (!(k === 'E' ? 'cCxXyY' : 'deHImMSuUVwWy').includes(next) || next === '') return { bad: '%' + k + next };
      k = next;
    }
    const fn = conv[k];
    if (fn === undefined) return { bad: '%' + k };
    out += fn();
  }
  return out;
}

// os (standalone command only): time clock date getenv exit (loslib.c), on JS Date.
import type { LuaValue } from '../values.js';
import { LuaTable } from '../tables.js';
import {
  LuaError, LuaInterrupt, msgExit, msgFieldMissing, msgFieldNotInteger, msgInvalidConversion,
} from '../errors.js';
import { mkfloat, toInteger } from '../numbers.js';
import { argError, checkInt, checkString, optString, typeError } from './args.js';
import { strftime } from './os-date-format.js';

const started = /*#__PURE__*/ now();

/**
 * Milliseconds on the best clock there is. In Node, `process.hrtime`: the monotonic clock
 * `performance.now()` reads too, without the `performance` global, which Node makes on first use
 * by loading its perf_hooks modules (~3.6 M instructions at this module's load; issue #4).
 */
function now(): number {
  const proc = (globalThis as { process?: { hrtime?: () => [number, number] } }).process;
  if (typeof proc?.hrtime === 'function') {
    const [s, ns] = proc.hrtime();
    return s * 1e3 + ns / 1e6;
  }
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

function field(t: LuaTable, k: string, def: number | undefined): number {
  const v = t.get(k);
  if (v === undefined) {
    if (def === undefined) throw new LuaError(msgFieldMissing(k));
    return def;
  }
  const i = toInteger(typeof v === 'string' ? Number(v) : v);
  if (i === undefined) throw new LuaError(msgFieldNotInteger(k));
  return Number(i);
}

/** os.time(t?) */
export function os_time(t?: LuaValue): LuaValue {
  if (t === undefined) return Math.floor(Date.now() / 1000);
  if (!(t instanceof LuaTable)) return typeError(1, 'time', 'table', t);
  const d = new Date(
    field(t, 'year', undefined), field(t, 'month', undefined) - 1, field(t, 'day', undefined),
    field(t, 'hour', 12), field(t, 'min', 0), field(t, 'sec', 0),
  );
  return Math.floor(d.getTime() / 1000);
}

/** os.clock(): seconds since start (wall time stands in for CPU time). */
export function os_clock(): LuaValue {
  return mkfloat((now() - started) / 1000);
}

/** os.date(format?, time?) */
export function os_date(format?: LuaValue, time?: LuaValue): LuaValue {
  let f = optString(format, 1, 'date', '%c');
  const secs = time === undefined ? Math.floor(Date.now() / 1000) : checkInt(time, 2, 'date');
  let utc = false;
  if (f.startsWith('!')) {
    utc = true;
    f = f.slice(1);
  }
  const d = new Date(secs * 1000);
  if (f.startsWith('*t')) {
    const t = new LuaTable();
    const get = (u: () => number, l: () => number): number => (utc ? u.call(d) : l.call(d));
    t.set('year', get(d.getUTCFullYear, d.getFullYear));
    t.set('month', get(d.getUTCMonth, d.getMonth) + 1);
    t.set('day', get(d.getUTCDate, d.getDate));
    t.set('hour', get(d.getUTCHours, d.getHours));
    t.set('min', get(d.getUTCMinutes, d.getMinutes));
    t.set('sec', get(d.getUTCSeconds, d.getSeconds));
    t.set('wday', get(d.getUTCDay, d.getDay) + 1);
    const start = utc ? Date.UTC(d.getUTCFullYear(), 0, 1) : new Date(d.getFullYear(), 0, 1).getTime();
    t.set('yday', Math.floor((d.getTime() - start) / 86400000) + 1);
    t.set('isdst', false);
    return t;
  }
  const r = strftime(f, d, utc);
  if (typeof r !== 'string') return argError(1, 'date', msgInvalidConversion(r.bad));
  return r;
}

/** os.getenv(name) */
export function os_getenv(name?: LuaValue): LuaValue {
  const n = checkString(name, 1, 'getenv', arguments.length);
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  return env?.[n];
}

/** os.exit(code?): ends the standalone run (an interrupt the command catches). */
export function os_exit(code?: LuaValue): never {
  const c = code === undefined || code === true ? 0 : code === false ? 1 : checkInt(code, 1, 'exit');
  throw new LuaInterrupt('exit', msgExit(c), c);
}

/** The `os` table of the standalone command. */
export function createOsLib(): LuaTable {
  const t = new LuaTable();
  const fns = { time: os_time, clock: os_clock, date: os_date, getenv: os_getenv, exit: os_exit };
  for (const [k, f] of Object.entries(fns)) t.set(k, f);
  return t;
}

// Small statistics and text-table helpers shared by the bench scripts.

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const n = s.length;
  if (n === 0) return NaN;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

export function geomean(xs) {
  const ok = xs.filter((x) => Number.isFinite(x) && x > 0);
  if (ok.length === 0) return NaN;
  return Math.exp(ok.reduce((a, x) => a + Math.log(x), 0) / ok.length);
}

/** Formats milliseconds with about 3 significant digits. */
export function ms(x) {
  if (!Number.isFinite(x)) return '-';
  if (x >= 100) return x.toFixed(0);
  if (x >= 10) return x.toFixed(1);
  return x.toFixed(2);
}

export function ratio(x) {
  return Number.isFinite(x) ? `${x.toFixed(2)}x` : '-';
}

/** Renders rows (arrays of strings) as an aligned text table with a header rule. */
export function table(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => String(r[i] ?? '').length)));
  const line = (r) => r.map((c, i) => (i === 0 ? String(c ?? '').padEnd(widths[i]) : String(c ?? '').padStart(widths[i]))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Truncates a cell's text. */
export function clip(text, n = 48) {
  return text.length > n ? text.slice(0, n - 1) + '…' : text;
}

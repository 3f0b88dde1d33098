// Generated lines and their Lua lines (compiler/lua/generate/output.ts): function expression bodies
// are placeholders until the module is written; flatten must put each body's lines where its
// expression stands and keep every line's Lua line, as the source map reads them.
import { describe, expect, it } from 'vitest';
import { Bodies, Output } from '../../compiler/lua/generate/output.js';

function lines(...entries: [string, number][]): Output {
  const o = new Output();
  for (const [text, lua] of entries) o.push(text, lua);
  return o;
}

describe('Bodies.flatten', () => {
  it('gives the lines as they are when no function expression is in them', () => {
    const f = new Bodies().flatten(lines(['a;', 1], ['b;', 0], ['c;', 3]));
    expect(f).toEqual({ text: 'a;\nb;\nc;', lua: [1, 0, 3] });
  });

  it('gives nothing for no lines', () => {
    expect(new Bodies().flatten(new Output())).toEqual({ text: '', lua: [] });
  });

  it('expands nested bodies in place: the first line continues, the rest follows the last line', () => {
    const bodies = new Bodies();
    const inner = bodies.add(lines(['function () {', 5], ['  return 1;', 6], ['}', 7]));
    const outer = bodies.add(lines(['function () {', 3], [`  f = ${inner};`, 4], ['}', 8]));
    const other = bodies.add(lines(['function () {}', 9]));
    const f = bodies.flatten(lines(['x;', 1], [`g(${outer}, ${other});`, 2], ['y;', 10]));
    expect(f.text).toBe([
      'x;',
      'g(function () {',
      '  f = function () {',
      '  return 1;',
      '};',
      '}, function () {});',
      'y;',
    ].join('\n'));
    // `}, function () {});` is the outer body's last line (8); the one-line body continues it
    expect(f.lua).toEqual([1, 2, 4, 6, 7, 8, 10]);
    expect(f.text.split('\n')).toHaveLength(f.lua.length);
  });

  it('writes the bodies a line holds in place for expanded', () => {
    const bodies = new Bodies();
    const inner = bodies.add(lines(['function () {', 2], ['  $line = 3;', 3], ['}', 3]));
    const outer = bodies.add(lines(['function () {', 1], [`  return ${inner};`, 2], ['}', 4]));
    expect(bodies.holds('h(1);')).toBe(false);
    expect(bodies.holds(`h(${outer});`)).toBe(true);
    expect(bodies.expanded(`h(${outer});`)).toBe('h(function () {\n  return function () {\n  $line = 3;\n};\n});');
  });
});

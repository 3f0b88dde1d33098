// Suspension (spec language.md §9): an async builtin registered with `suspending: ['sleep']` can be
// reached from plain calls, nested functions and every callback-taking builtin, and functions that
// cannot reach it stay synchronous.
import { describe, it, expect } from 'vitest';
import { runSource } from './support/lua-runner.js';

let sleeps = 0;
/** An async builtin: resolves later with its argument. */
const sleep = async (v: unknown) => {
  await new Promise((r) => setTimeout(r, 1));
  sleeps++;
  return v;
};

async function run(lua: string) {
  sleeps = 0;
  const r = await runSource(lua, 'suspend.lua', { sleep }, ['sleep']);
  return { ...r, sleeps };
}

describe('suspension', () => {
  it('plain calls await the builtin', async () => {
    const r = await run('local v = sleep(5)\nprint(v, sleep("x"))');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('5\tx\n');
    expect(r.code).toContain('export default async function chunk');
  });

  it('nested Lua functions become async, unrelated ones stay sync', async () => {
    const r = await run(`
local function pure(n) return n * 2 end
local function inner(n) return sleep(n) + 1 end
local function outer(n) return inner(n) * pure(n) end
print(outer(3), pure(4))
`);
    expect(r.stdout).toBe('24\t8\n');
    expect(r.code).toMatch(/async function inner\(/);
    expect(r.code).toMatch(/async function outer\(/);
    expect(r.code).toMatch(/[^c] function pure\(/);
    expect(r.code).not.toMatch(/async function pure\(/);
    // a call to a known synchronous function is not awaited
    expect(r.code).toContain('pure(n)');
    expect(r.code).not.toMatch(/await pure\(/);
  });

  it('a table.sort comparator may suspend', async () => {
    const r = await run(`
local t = {5, 2, 8, 1}
table.sort(t, function(a, b) return sleep(a) < b end)
print(table.concat(t, ","))
`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('1,2,5,8\n');
    expect(r.sleeps).toBeGreaterThan(0);
  });

  it('a string.gsub callback may suspend', async () => {
    const r = await run('print((string.gsub("a-b", "%a", function(c) return sleep(c:upper()) end)))');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('A-B\n');
  });

  it('a string.gsub callback may suspend with captures, empty matches, a limit and the same pattern inside', async () => {
    const r = await run(`
local n = 0
local r, k = string.gsub("k1=v1;k2=v2;x;k3=v3;k4=v4", "(%w+)=(%w*)", function(a, b)
  n = n + 1
  local inner = string.gsub(a .. "=" .. b, "(%w+)=(%w*)", "%2")
  if n == 2 then return nil end
  return sleep(inner:upper() .. a)
end, 3)
print(r, k, n)
print((string.gsub("a1b22", "%d*", function(d) return sleep("<" .. d .. ">") end)))
`);
    expect(r.stderr).toBe('');
    // what lua5.4 prints with sleep = function(x) return x end
    expect(r.stdout).toBe('V1k1;k2=v2;x;V3k3;k4=v4\t3\t3\n<>a<1>b<22>\n');
    expect(r.sleeps).toBe(5);
  });

  it('__tostring may suspend through tostring()', async () => {
    const r = await run(`
local o = setmetatable({}, {__tostring = function() return sleep("obj") end})
print(tostring(o))
`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('obj\n');
  });

  it('every operator metamethod may suspend in a function that can wait for it', async () => {
    const r = await run(`
local mt = {}
mt.__index = function(t, k) return sleep("got " .. k) end
mt.__newindex = function(t, k, v) sleep(1) rawset(t, k, v .. "!") end
mt.__add = function(a, b) return sleep(40) + 2 end
mt.__concat = function(a, b) return sleep("cat") end
mt.__unm = function(a) return sleep(-1) end
mt.__len = function(a) return sleep(7) end
mt.__eq = function(a, b) return sleep(true) end
mt.__lt = function(a, b) return sleep(false) end
mt.__le = function(a, b) return sleep(1) end
mt.__call = function(self, x) return sleep(x * 2) end
local o, p = setmetatable({}, mt), setmetatable({}, mt)
local methods = setmetatable({}, {__index = function(t, k) return sleep(function(self, v) return k .. v end) end})
local function show()
  o.field = "set"
  print(o.x, o["y"], rawget(o, "field"), o + 1, o .. "s", -o, #o)
  print(o == p, o ~= p, o < p, o <= p, o > p, not (o < p), o(21))
  print(methods:hello("!"), methods.bye(nil, "?"))
  if o == p and #o == 7 then print("conditions waited") end
end
show()
`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('got x\tgot y\tset!\t42\tcat\t-1\t7\ntrue\tfalse\tfalse\ttrue\tfalse\ttrue\t42\nhello!\tbye?\nconditions waited\n');
    expect(r.sleeps).toBe(18);
  });

  it('a metamethod that suspends where nothing can wait raises, and no Promise leaks as a value', async () => {
    const r = await run(`
local proxy = setmetatable({}, {__index = function(t, k) return sleep(k) end})
local function get(t) return t.x end
print(pcall(get, proxy))
print(pcall(function() return sleep(1), proxy.y end))
print(pcall(function() for i, v in ipairs(proxy) do print(i, v) end end))
print(pcall(function() sleep(1) setmetatable(_ENV, {__index = function(t, k) return sleep(k) end}) return nope end))
`);
    expect(r.stderr).toBe('');
    const msg = 'a metamethod suspended where nothing waits for it (in a function that calls no tool, model or unknown function)';
    expect(r.stdout).toBe(`false\tsuspend.lua:3: ${msg}\ntrue\t1\ty\nfalse\tsuspend.lua:6: ${msg}\nfalse\tsuspend.lua:7: ${msg}\n`);
    expect(r.code).toMatch(/[^c] function get\(/);
  });

  it('pcall of a suspending function, including its errors', async () => {
    const r = await run(`
print(pcall(function(x) return sleep(x) end, 7))
print(pcall(function() sleep(1) error("late", 0) end))
`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('true\t7\nfalse\tlate\n');
  });

  it('a generic-for iterator may suspend', async () => {
    const r = await run(`
local function slowrange(n)
  local i = 0
  return function() i = i + 1; if i <= n then return sleep(i) end end
end
for i in slowrange(3) do io.write(i, " ") end
print()
`);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('1 2 3 \n');
    expect(r.sleeps).toBe(3);
  });

  it('a chunk that never reaches a suspending call is synchronous', async () => {
    const r = await run('local function f(x) return x + 1 end\nprint(f(1))');
    expect(r.stdout).toBe('2\n');
    expect(r.code).not.toContain('async');
    expect(r.code).not.toContain('await');
  });

  it('errors thrown after a suspension keep their position', async () => {
    const r = await run('sleep(1)\nlocal t\nprint(t.x)');
    expect(r.stderr).toBe("lua: suspend.lua:3: attempt to index a nil value (local 't')");
    expect(r.status).toBe(1);
  });
});

-- table constructor fields are evaluated in source order, keyed and positional mixed, including nested constructors
local log = {}
local function f(v) log[#log + 1] = tostring(v) return v end
local function show(t, n)
  local parts = {}
  for i = 1, n do parts[#parts + 1] = tostring(t[i]) end
  return table.concat(parts, " ")
end
local t = { x = f("x"), f(1), y = f("y"), f(2), [f("k")] = f("v"), f(3) }
print(table.concat(log, ","), show(t, 3), t.x, t.y, t.k)
log = {}
t = { f(1), a = { f(2), b = f("b"), f(3) }, f(4), c = f("c"), f(5), f(6) }
print(table.concat(log, ","), show(t, 4), show(t.a, 2), t.a.b, t.c)
log = {}
local function multi() log[#log + 1] = "m" return 7, 8, 9 end
t = { k = f("k"), multi() }
print(table.concat(log, ","), show(t, 3), t.k)
log = {}
t = { k = f("k"), (multi()) }
print(table.concat(log, ","), show(t, 3))
log = {}
t = { k = f("k"), multi(), f("last") }
print(table.concat(log, ","), show(t, 3))
-- a positional value overrides an earlier keyed field with the same integer key (OP_SETLIST comes last)
log = {}
t = { [1] = f("keyed"), f("positional"), [2] = f("two") }
print(table.concat(log, ","), t[1], t[2])
-- an upvalue changed by an earlier keyed field's call is read after that call
local counter = 0
local function bump() counter = counter + 1 return counter end
t = { a = bump(), counter, b = bump(), counter }
print(t.a, t[1], t.b, t[2])
-- varargs and locals in between
local function g(...)
  log = {}
  local n = 10
  local r = { p = f("p"), n, ..., q = f("q"), f("r"), ... }
  return table.concat(log, ","), show(r, 6)
end
print(g("a", "b"))

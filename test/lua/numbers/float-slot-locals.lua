-- Locals of float code whose values come from fields, calls and mixed stores keep exact subtypes: integers, integral floats, -0.0, inf, NaN, strings, tables with metamethods, errors
local t = { zero = 0, one = 1, two = 2, four = 4, half = 0.5, fz = 0.0, big = math.maxinteger, s = "3", sf = "2.5", neg = -3 }

local function show(label, v)
  if type(v) == "number" then
    print(label, v, math.type(v), string.format("%.17g", v))
  else
    print(label, type(v), tostring(v))
  end
end

-- a local stored from a field and used with a float: its integer value stays an integer
local n = t.two
local y = n * 0.5
show("n", n)
show("y", y)
show("n + 1", n + 1)
show("n // 1", n // 1)
show("n % 2", n % 2)
show("n .. ''", n .. "")

-- integer arithmetic stored into locals used with floats: integers while both operands are
local p = t.one + t.two
local pm = t.two * t.neg
local pd = t.one - t.four
local pf = t.half + t.one
local pz = t.zero * t.neg
show("p", p)
show("pm", pm)
show("pd", pd)
show("pf", pf)
show("pz", pz)
show("p * 0.5", p * 0.5)
show("pm * 0.5", pm * 0.5)
show("pd * 0.5", pd * 0.5)
show("pf * 0.5", pf * 0.5)
show("pz * 0.5", pz * 0.5)
p = p + t.big
show("p + big", p)
show("p * 1.0", p * 1.0)

-- integral float results of float arithmetic: boxed where they leave, floats in every use
local a = t.four / 2
show("a", a)
show("a + 1", a + 1)
show("a * 2", a * 2)
show("a // 1", a // 1)
show("a % 3", a % 3)
show("a .. ''", a .. "")
show("-a", -a)
print("a == 2", a == 2, "a < 3", a < 3, "a <= 2", a <= 2, "a > 2", a > 2)
print("math.type", math.type(a), math.tointeger(a), string.format("%d", a))
local keys = {}
keys[a] = "two"
print("keys[2]", keys[2], keys[2.0], #keys)
print("a | 0", a | 0, "a & 1", a & 1)

-- -0.0, inf and NaN through such locals
local z = t.zero * -1.0
show("z", z)
print("1/z", 1 / z, "z == 0", z == 0, "tostring", tostring(z))
local nz = -z
show("-z", nz)
local inf = t.one / t.zero
show("inf", inf)
print("inf > 1e308", inf > 1e308, "-inf", -inf)
local nan = t.zero / t.zero
print("nan ~= nan", nan ~= nan, "nan == nan", nan == nan, "nan < 1", nan < 1, "math.type", math.type(nan))
local fz = t.fz + 0.0
show("fz", fz)
print("1/fz", 1 / fz)
local fzn = t.fz * -1
show("fzn", fzn)
print("1/fzn", 1 / fzn)

-- a float slot that holds an integer, then a float, then other values
local v = t.one
v = v + 1
show("v int", v)
v = v * 1.5
show("v float", v)
v = v - 1.0
show("v integral float", v)
v = t.s
show("v string", v)
v = v * 2.0
show("v string * 2.0", v)
v = nil
print("v nil", v, v == nil)
v = true
print("v bool", v)
v = 2.0 * t.half
show("v", v)
if v then print("truthy", v) end
v = "x"
print("v", v)

-- strings take the string arithmetic path
local s = t.sf
local sw = s * 2.0
show("s", s)
show("sw", sw)
local si = t.s
local sq = si / 1
show("si", si)
show("sq", sq)
show("si + 1", si + 1)

-- integers past the safe range and overflow, held where floats are expected
local big = t.big
local bf = big * 1.0
show("big", big)
show("bf", bf)
show("big + 1", big + 1)
show("big * 2", big * 2)
show("big // 3", big // 3)
local mixed = big - 0.5
show("mixed", mixed)

-- metamethods: results of any type, and every operand order
local mt = {}
mt.__add = function(x, y) return 7 end
mt.__sub = function(x, y) return "sub" end
mt.__mul = function(x, y) return 2.0 end
mt.__div = function(x, y) return setmetatable({}, mt) end
mt.__unm = function(x) return -1 end
mt.__lt = function(x, y) return true end
mt.__le = function(x, y) return false end
mt.__concat = function(x, y) return "cat" end
local obj = setmetatable({}, mt)
local m1 = obj + 1.5
show("obj + 1.5", m1)
show("m1 + 1", m1 + 1)
local m2 = 1.5 - obj
show("1.5 - obj", m2)
local m3 = obj * 0.5
show("obj * 0.5", m3)
show("m3 + 1", m3 + 1)
local m4 = obj / 2
show("obj / 2", type(m4))
local m5 = m4 * 1.5
show("m4 * 1.5", m5)
local m6 = t.half * obj
show("half * obj", m6)
print("obj < 1.5", obj < 1.5, "obj <= 1.5", obj <= 1.5)

-- errors name the locals
local u = t.missing
print(pcall(function() return u * 1.5 end))
local w = t.half
print(pcall(function() local q = t.missing; return w * q end))
local wt = t.half
print(select(2, pcall(function() local r = wt + {} ; return r end)))
local sx = t.half * 4
print(select(2, pcall(function() return sx & 1 end)))
print(select(2, pcall(string.format, "%d", t.half * 3)))

-- the math functions with a float result, replaced or not
local four = t.four
local r = math.sqrt(four)
show("sqrt(4)", r)
local r2 = math.sqrt(t.half * 8)
show("sqrt(4.0)", r2)
local r3 = math.sqrt(r2 * r2)
show("sqrt(r2*r2)", r3)
local saved = math.sqrt
math.sqrt = function(x) return 7 end
local r4 = math.sqrt(r2) * 1.0
local r5 = math.sqrt(r2)
show("replaced sqrt * 1.0", r4)
show("replaced sqrt", r5)
math.sqrt = saved
print(pcall(math.sqrt, nil))
local r6 = math.sin(t.zero) + math.cos(t.zero)
show("sin+cos", r6)
local r7 = math.exp(t.zero) * t.two
show("exp*2", r7)
local r8 = math.abs(t.neg * 1.0) + math.floor(t.half * 5) + math.ceil(t.half)
show("abs/floor/ceil", r8)

-- an n-body style loop: fields start as integers and become floats
local bodies = { { x = 0, vx = 0, m = 1 }, { x = 1, vx = 0, m = 2 }, { x = 3, vx = 1, m = 3 } }
for step = 1, 5 do
  for i = 1, #bodies do
    local bi = bodies[i]
    local bix, bivx = bi.x, bi.vx
    for j = i + 1, #bodies do
      local bj = bodies[j]
      local dx = bix - bj.x
      local d2 = dx * dx
      local mag = 0.5 / (d2 * math.sqrt(d2))
      local bm = bj.m * mag
      bivx = bivx - dx * bm
      bj.vx = bj.vx + dx * bi.m * mag
    end
    bi.vx = bivx
    bi.x = bix + 0.25 * bivx
  end
end
for i = 1, #bodies do show("body " .. i .. " x", bodies[i].x) show("body " .. i .. " vx", bodies[i].vx) end

-- accumulations from 0.0 and from an integer field
local acc = 0.0
local acci = t.zero
for i = 1, 10 do
  acc = acc + i / 2
  acci = acci + i * 0.5
end
show("acc", acc)
show("acci", acci)
local function ret(x) local q = x / 2 return q, q * 2 end
show("ret", ret(4))
show("ret 2", select(2, ret(3)))
print(string.format("%.3f %g %s", acc, acc, tostring(acci)))

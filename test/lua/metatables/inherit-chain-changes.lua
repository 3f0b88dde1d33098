-- Method lookups through __index chains while the chains change: __index replaced (table, another
-- table, a function, a non-table, nil), metatables replaced after objects exist, rawset into class
-- tables, cycles made and broken, chains longer than lua's 2000-level limit, strings' methods.
local function try(f, ...)
  local ok, v = pcall(f, ...)
  if ok then return v end
  return "error: " .. tostring(v)
end

local A = { who = function() return "A" end, shared = function() return "A.shared" end }
A.__index = A
local B = { who = function() return "B" end }
B.__index = B
local mt = { __index = A }
local o = setmetatable({}, mt)
local p = setmetatable({}, mt)
local function show(tag)
  print(tag, try(function() return o:who() end), try(function() return p.who() end), try(function() return o:shared() end))
end
show("A")
mt.__index = B
show("B")
rawset(B, "shared", function() return "B.shared" end)
show("B rawset")
mt.__index = function(t, k) return function() return "fn " .. k end end
show("function")
mt.__index = 42
show("number")
mt.__index = nil
show("nil")
rawset(mt, "__index", A)
show("rawset A")
setmetatable(o, { __index = B })
show("o to B")
setmetatable(p, nil)
show("p none")
setmetatable(p, mt)
show("p back")

-- a class's own metatable replaced after instances exist
local Base1 = { f = function() return "base1" end }
local Base2 = { f = function() return "base2" end, g = function() return "g2" end }
local Cls = setmetatable({}, { __index = Base1 })
Cls.__index = Cls
local c1 = setmetatable({}, Cls)
print("cls", c1:f(), try(function() return c1:g() end))
setmetatable(Cls, { __index = Base2 })
print("cls2", c1:f(), c1:g())
getmetatable(Cls).__index = Base1
print("cls3", c1:f(), try(function() return c1:g() end))
setmetatable(Cls, nil)
print("cls4", try(function() return c1:f() end))
Cls.f = function() return "own f" end
print("cls5", c1:f())

-- an instance's __index function in the middle of a chain
local calls = 0
local Top = { top = function() return "top" end }
local MidF = setmetatable({}, { __index = function(t, k) calls = calls + 1; return Top[k] end })
MidF.__index = MidF
local leaf = setmetatable({}, { __index = MidF })
for _ = 1, 3 do leaf:top() end
print("fn middle", leaf:top(), calls)
rawset(MidF, "top", function() return "midf" end)
print("fn middle2", leaf:top(), calls)

-- cycles: a lookup that finds nothing loops until lua's limit; one that finds a key returns it
local x, y = {}, {}
local mx, my = { __index = y }, { __index = x }
setmetatable(x, mx); setmetatable(y, my)
print("cycle", try(function() return x:nothing() end))
rawset(y, "hello", function() return "hello from y" end)
print("cycle found", x:hello(), y:hello())
mx.__index = { hello = function() return "broken" end }
print("cycle broken", x:hello(), y:hello(), try(function() return y:nothing() end))
local self1 = {}
self1.__index = self1
setmetatable(self1, self1)
print("self", try(function() return self1:nothing() end))
self1.m = function() return "self m" end
print("self m", self1:m(), setmetatable({}, self1):m())
local r1, r2, r3 = {}, {}, {}
setmetatable(r1, { __index = r2 }); setmetatable(r2, { __index = r3 }); setmetatable(r3, { __index = r1 })
r3.m = function() return "r3" end
print("ring", r1:m(), r2:m(), r3:m())
getmetatable(r3).__index = nil
r3.m = nil
print("ring cut", try(function() return r1:m() end))
r1.m = function() return "r1" end
getmetatable(r3).__index = r1
print("ring cut2", r2:m(), r3:m(), try(function() return r1:nothing() end))

-- chains past lua's limit of 2000 __index levels, built from the bottom and from the top
local function bottom_up(levels)
  local t = { found = function() return "found" end }
  for _ = 1, levels do
    local c = setmetatable({}, { __index = t })
    t = c
  end
  return t
end
for _, levels in ipairs({ 1998, 1999, 2000, 2001 }) do
  local t = bottom_up(levels)
  print("bottom up", levels, try(function() return t:found() end), try(function() return t.found() end))
end
local function top_down(levels)
  local ts = {}
  for i = 1, levels + 1 do ts[i] = {} end
  for i = 1, levels do setmetatable(ts[i], { __index = ts[i + 1] }) end
  ts[levels + 1].found = function() return "found" end
  return ts[1]
end
for _, levels in ipairs({ 1999, 2000, 2001, 2500 }) do
  local t = top_down(levels)
  print("top down", levels, try(function() return t:found() end), try(function() return t.found() end))
end

-- classes as __index tables of their own instances, the common idiom, with a polymorphic site
local Shape = {}
Shape.__index = Shape
function Shape:area() return 0 end
function Shape:describe() return self.kind .. " " .. self:area() end
local kinds = {}
for i = 1, 6 do
  local K = setmetatable({}, { __index = Shape })
  K.__index = K
  if i % 2 == 0 then K.area = function(s) return s.n * i end end
  kinds[i] = K
end
local total = 0
for round = 1, 300 do
  for i = 1, 6 do
    local s = setmetatable({ kind = "k" .. i, n = round }, kinds[i])
    total = total + s:area()
    if round == 150 and i == 3 then kinds[3].area = function() return 1000 end end
    if round == 200 and i == 4 then kinds[4].area = nil end
    if round == 250 and i == 1 then Shape.area = function() return 1 end end
  end
end
print("poly", total, setmetatable({ kind = "x", n = 2 }, kinds[2]):describe())

-- strings' methods go through the string metatable
local str = "abc"
print("string", str:upper(), ("x"):rep(3), #str:rep(2, ","))
local smt = getmetatable("")
local old = smt.__index
smt.__index = setmetatable({ shout = function(s) return s:upper() .. "!" end }, { __index = old })
print("string2", ("hi"):shout(), ("hi"):len(), try(function() return ("hi"):nothing() end))
smt.__index = old
print("string3", try(function() return ("hi"):shout() end), ("hi"):upper())

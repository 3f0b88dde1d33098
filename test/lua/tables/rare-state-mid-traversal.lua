-- State that only some tables carry (metamethod caches, method-cache marks, deleted keys, the
-- traversal order of next, the array part's length before it shrank), created while the table
-- is being traversed or after it served as a metatable, and read again afterwards.

local function dump(t)
  local out = {}
  for k, v in pairs(t) do out[#out + 1] = tostring(k) .. "=" .. tostring(v) end
  return table.concat(out, " ")
end

-- 1. an array cleared from its end during traversal: next() must still accept the cleared keys
local a = { 10, 20, 30, 40, 50 }
local seen = {}
for k, v in pairs(a) do
  seen[#seen + 1] = k .. ":" .. v
  a[#a] = nil
end
print("1", table.concat(seen, " "), #a, next(a))
local b = { 1, 2, 3, 4, 5, 6, 7, 8 }
local n = 0
for k in pairs(b) do
  b[k] = nil
  if k % 3 == 0 then b[#b] = nil end
  n = n + 1
end
print("1b", n, #b, next(b))

-- 2. a record traversed while it becomes a metatable, an __index table, and a method holder
-- (lua5.4's order of string keys varies from run to run: only order-free results are printed)
local proto = { greet = "hi", x = 1, y = 2, z = 3, w = 4 }
local obj = setmetatable({}, { __index = proto })
local lines = {}
for k, v in pairs(proto) do
  local mt = setmetatable({}, proto) -- proto is now a metatable (its __index is looked up, absent)
  lines[#lines + 1] = table.concat({ k, tostring(obj[k]), tostring(mt.greet), tostring(rawget(mt, "greet")) }, " ")
  proto[k] = v       -- assigning an existing field during traversal is allowed
  if k ~= "greet" then proto[k] = nil end -- so is clearing it
end
table.sort(lines)
print("2", table.concat(lines, "; "))
print("2b", dump(proto), obj.y, obj.greet, next(proto, "greet"))

-- 3. __index cached, then replaced in every way a table can be written
local base = { v = "base" }
local other = { v = "other" }
local meta = { __index = base }
local o = setmetatable({}, meta)
print("3", o.v)
meta.__index = other
print("3a", o.v)
rawset(meta, "__index", base)
print("3b", o.v)
meta.__index = nil
print("3c", o.v)
meta.__index = function(_, k) return "fn:" .. k end
print("3d", o.v)
meta.__newindex = function(_, k, v) rawset(other, k, v) end
o.w = 5
print("3e", rawget(o, "w"), other.w)
meta.__newindex = nil
o.w = 6
print("3f", rawget(o, "w"))

-- 4. method calls cached through a chain, then the chain changed during a traversal of a holder
local Animal = {}
Animal.__index = Animal
function Animal:speak() return "..." end
function Animal:name() return "animal" end
local Dog = setmetatable({}, Animal)
Dog.__index = Dog
function Dog:speak() return "woof" end
local d = setmetatable({}, Dog)
local function call(x) return x:speak() .. "/" .. x:name() end
print("4", call(d))
for k in pairs(Dog) do
  if k == "speak" then Dog.speak = function() return "bark" end end
end
print("4a", call(d))
for k in pairs(Animal) do
  if k == "name" then Animal.name = function() return "beast" end end
end
print("4b", call(d))
Dog.speak = nil
print("4c", call(d))
setmetatable(Dog, { __index = { speak = function() return "meow" end, name = function() return "cat" end } })
print("4d", call(d))
for i = 1, 3 do print("4e", i, call(d)) end

-- 5. deleted keys (lua keeps their nodes until a rehash) and the borders they decide
for round = 1, 4 do
  local t = { k1 = 1, k2 = 2, k3 = 3, k4 = 4 }
  for i = 1, round do t["k" .. i] = nil end
  for k in pairs(t) do t[k] = nil end
  t.k1 = "again"
  t[1] = 1
  t[2] = 2
  t[4] = 4
  t[3] = 3
  t[6] = 6
  t.k9 = 9
  print("5", round, #t, t.k1, t.k9, t[6])
  t[8] = 8
  t[5] = 5
  print("5a", round, #t)
end

-- 6. a table traversed twice, with a metatable use in between, and traversed after clearing
local r = { a = 1, b = 2, c = 3, 1, 2 }
local first = {}
for k in pairs(r) do first[#first + 1] = tostring(k) end
local p = setmetatable({}, r)
r.__index = { q = "q" }
print("6", p.q, p.zz)
local second = {}
for k in pairs(r) do second[#second + 1] = tostring(k) end
table.sort(first)
table.sort(second)
print("6a", table.concat(first, ","), table.concat(second, ","))
for k in pairs(r) do r[k] = nil end
print("6b", next(r), p.q)
r.__index = { q = "q2" }
print("6c", p.q)

-- 7. a deleted key set again takes back the node lua kept for it (no rehash), which decides the border
local t7 = { 1, 2, 3, 4, 5, 6, 7, 8, a = 1, b = 2 }
for i = 3, 7 do t7[i] = nil end
t7.a = nil
t7.a = "x"
print("7", #t7)
t7.b = nil
t7.c = "y"
print("7a", #t7)
local t7b = { 1, 2, 3, 4, 5, 6, 7, 8, a = 1, b = 2 }
for i = 3, 7 do t7b[i] = nil end
for k in pairs(t7b) do if k == "a" then t7b[k] = nil end end
t7b.a = "again"
print("7b", #t7b, t7b.a)

-- 8. a metatable whose __index table is replaced after method calls were cached through it
local H1 = { f = function() return "h1" end }
local H2 = { f = function() return "h2" end }
local M = { __index = H1 }
local x8 = setmetatable({}, M)
local function f8(o) return o:f() end
print("8", f8(x8), f8(x8))
M.__index = H2
print("8a", f8(x8))
rawset(M, "__index", H1)
print("8b", f8(x8))

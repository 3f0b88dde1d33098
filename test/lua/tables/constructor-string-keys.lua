-- table constructors with only string keys: repeated keys, nil values, then growth, borders, traversal and metatables
local function keys(t)
  local ks = {}
  for k, v in pairs(t) do ks[#ks + 1] = tostring(k) .. "=" .. tostring(v) end
  table.sort(ks)
  return table.concat(ks, " ")
end

local none = nil
local t1 = { a = 1, b = 2, a = 3 }
print("repeat", keys(t1))
local t2 = { x = none, y = 2, z = none }
print("nils", keys(t2), t2.x, t2.z)
local t3 = { p = none }
print("all nil", keys(t3), next(t3))
local t4 = { __proto__ = 1, constructor = 2, toString = 3, hasOwnProperty = 4 }
print("js names", keys(t4), t4.__proto__, t4.constructor)

-- keys added after the constructor: the node count decides when lua rehashes, and so the borders
for n = 1, 6 do
  local fields = {}
  for i = 1, n do fields[#fields + 1] = "k" .. i end
  local t = { k1 = 1, k2 = 2, k3 = 3 }
  for i = 1, n do t[i] = i end
  t[n + 2] = "gap"
  local out = {}
  for i = 1, n + 3 do out[#out + 1] = tostring(rawget(t, i)) end
  print("grow", n, #t, table.concat(out, ","))
  t.k4 = 4
  t.k1 = nil
  t[n + 1] = "fill"
  print("grow2", n, #t, keys(t))
end

-- records built in a loop, then read, changed and extended
local recs = {}
for i = 1, 200 do recs[i] = { key = i % 7, id = i, name = none } end
local s = 0
for i = 1, #recs do s = s + recs[i].key * recs[i].id end
recs[5].key = nil
recs[6].extra = "e"
print("records", s, keys(recs[5]), keys(recs[6]))

-- string keys together with positional items, and as metatables
local mixed = { 10, 20, n = 2, 30, name = "m" }
print("mixed", #mixed, keys(mixed))
local mt = { __index = { hello = "world" }, __len = function() return 42 end }
local obj = setmetatable({ own = 1 }, mt)
print("meta", obj.hello, obj.own, #obj, obj.missing)
local class = { __index = function(_, k) return "dyn " .. k end }
print("meta2", setmetatable({}, class).anything)
local e = { __eq = function() return true end }
print("eq", setmetatable({}, e) == setmetatable({}, e))

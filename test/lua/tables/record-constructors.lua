-- Record constructors `{ a = x, b = y }` (only `name = value` fields): nil values, names that
-- mean something in JavaScript, evaluation order, errors, and the layout lua gives them (the hash
-- part sized for the fields), seen through the borders of integer keys added afterwards.

local function keys(t)
  local ks = {}
  for k, v in pairs(t) do ks[#ks + 1] = tostring(k) .. "=" .. tostring(v) end
  table.sort(ks)
  return table.concat(ks, " ")
end

local none = nil
print("1", keys({ a = 1 }), keys({ a = none }), next({ a = none }))
print("2", keys({ a = 1, b = 2 }), keys({ a = none, b = 2 }), keys({ a = 1, b = none }), keys({ a = none, b = none }))
print("3", keys({ a = 1, b = none, c = 3 }), keys({ a = none, b = none, c = 3 }), keys({ x = false, y = 0, z = "" }))
print("4", keys({ a = 1, b = 2, c = 3, d = 4 }), keys({ a = none, b = 2, c = none, d = 4 }))
print("5", keys({ a = 1, b = 2, c = 3, d = 4, e = 5 }), keys({ a = 1, a = 2 }), keys({ a = 1, b = 2, a = none }))
-- a repeated key: the last value wins, also when it is nil (lua keeps the node of the cleared field)
print("dup", keys({ a = 1, a = none, a = 3 }), keys({ [1] = 1, [1] = none }), keys({ [2.0] = 1, [2] = none, x = 1 }))
print("dup2", keys({ 5, [1] = none }), keys({ [1] = none, 5 }), keys({ a = 1, ["a"] = none, [true] = 1, [true] = none }))
local d = { a = 1, b = 2, c = 3, d = 4, a = none }
d.e = 5
d.a = 6
print("dup3", keys(d), #d)
local d2 = { 1, 2, 3, 4, 5, 6, 7, 8, a = 1, b = 2, a = none }
for i = 3, 7 do d2[i] = nil end
d2.a = "x"
print("dup4", #d2)
local js = { __proto__ = 1, constructor = 2, toString = 3, hasOwnProperty = 4 }
print("js", keys(js), js.__proto__, js.constructor, js.valueOf, rawget(js, "toString"))
local js2 = { valueOf = "v", __index = "i" }
print("js2", keys(js2), js2.valueOf, js2.__index)

-- values evaluated in source order, each call truncated to one value, varargs too
local log = {}
local function f(x) log[#log + 1] = x return x, "extra" end
local r = { c = f("c"), a = f("a"), b = f("b") }
print("order", table.concat(log, ""), keys(r))
local function va(...) return { first = ..., n = select("#", ...) } end
print("va", keys(va()), keys(va(7, 8, 9)))

-- an error while evaluating a field
print(pcall(function() local t = { a = 1, b = nil + 1 } return t end))
print(pcall(function() local u = { a = 1, b = { c = #none } } return u end))

-- the layout: integer and string keys added to a record of n fields, borders after each step
local function probe(t, steps)
  local out = {}
  for _, s in ipairs(steps) do
    if type(s) == "number" then
      if s > 0 then t[s] = s else t[-s] = nil end
    else
      t[s] = s
    end
    out[#out + 1] = #t
  end
  return table.concat(out, ",")
end
local plans = {
  { 1, 2, 4, 8, 3, 5, 6, 7, -8, 9 },
  { 2, 1, 4, 3, 6, -4, 5, 4, 8 },
  { "k", 1, 3, "m", 2, 5, "n", 4, 7, 6, 9, 8 },
  { 1, "k", -1, 2, "m", 1, 4, "n", 3, 16, 5 },
}
for p, steps in ipairs(plans) do
  print("layout", p,
    probe({ a = 1 }, steps),
    probe({ a = 1, b = 2 }, steps),
    probe({ a = 1, b = 2, c = 3 }, steps),
    probe({ a = 1, b = 2, c = 3, d = 4 }, steps),
    probe({ a = none, b = 2, c = none }, steps),
    probe({ a = none }, steps),
    probe({ a = 1, b = none }, steps),
    probe({ a = 1, b = none, c = 3, d = none }, steps),
    probe({ a = none, b = none, c = none, d = 4 }, steps))
end

-- records in a loop, read back, changed, used as metatables and as __index tables
local recs = {}
for i = 1, 300 do recs[i] = { key = i % 11, id = i } end
local s = 0
for i = 1, #recs do s = (s * 31 + recs[i].key * 7 + recs[i].id) % 1000003 end
recs[3].key = nil
recs[4].new = "n"
print("recs", s, keys(recs[3]), keys(recs[4]))
local Base = { __index = { hello = "world" } }
local obj = setmetatable({ own = 1 }, Base)
print("meta", obj.hello, obj.own, obj.missing)
Base.__index = { hello = "again" }
print("meta2", obj.hello)
local cls = { __index = function(_, k) return "dyn " .. k end, __len = function() return 99 end }
local o2 = setmetatable({ x = 1 }, cls)
print("meta3", o2.anything, o2.x, #o2)

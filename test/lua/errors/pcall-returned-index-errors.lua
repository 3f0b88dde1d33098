-- `return t.x` / `return t[k]` failing inside a function pcall calls directly: message, position and level as lua5.4's, and the same through plain calls, xpcall and nested pcalls
local function field(t) return t.x end
local function dyn(t, k) return t[k] end
local function paren(t) return (t.x) end
local up
local function upfield() return up.x end
local function globalfield() return undefinedglobal.x end
local function chain(a) return a.b.c end
local function multiline(t)
  return t
    .x
end
local function multikey(t, k)
  return t[
    k
  ]
end
print(pcall(field, nil))
print(pcall(field, {}))
print(pcall(field, { x = 5 }))
print(pcall(field, 7))
print(pcall(field, true))
print(pcall(field, "str"))
print(pcall(dyn, nil, 1))
print(pcall(dyn, nil, nil))
print(pcall(dyn, { 10, 20 }, 2))
print(pcall(dyn, false, "k"))
print(pcall(paren, nil))
print(pcall(upfield))
up = { x = "up" }
print(pcall(upfield))
print(pcall(globalfield))
print(pcall(chain, {}))
print(pcall(chain, { b = { c = 3 } }))
print(pcall(chain, nil))
print(pcall(multiline, nil))
print(pcall(multikey, nil, 3))

-- called plainly (not by pcall itself): the error passes through the caller's frame
print(pcall(function() return field(nil) end))
print(pcall(function() local v = field(nil); return v end))
print(pcall(function() local v = field(nil); return "after", type(v) end))
print(pcall(function() local a, b = dyn(nil, 1), 2; return "after", type(a), b end))
local function rec(n, t)
  if n == 0 then return t.x end
  local v = rec(n - 1, t)
  return type(v) .. " " .. v
end
print(pcall(rec, 3, nil))
print(pcall(rec, 3, { x = "deep" }))

-- xpcall's handler sees the same message
print(xpcall(field, function(m) return "handled: " .. m end, nil))
print(xpcall(dyn, function(m) return "handled: " .. m end, nil, "k"))
print(xpcall(field, function(m) return "handled: " .. m end, { x = 1 }))

-- __index metamethods: functions that raise, tables, and chains
local mt = { __index = function(_, k) error("no key " .. k) end }
print(pcall(field, setmetatable({}, mt)))
print(pcall(dyn, setmetatable({}, mt), "zz"))
local mt2 = { __index = function(_, k) error({ key = k }) end }
local ok, e = pcall(field, setmetatable({}, mt2))
print(ok, type(e), e.key)
print(pcall(field, setmetatable({}, { __index = { x = "inherited" } })))
print(pcall(field, setmetatable({}, { __index = setmetatable({}, { __index = function() return "fn" end }) })))
print(pcall(dyn, setmetatable({}, { __index = function(t, k) return k * 2 end }), 21))
print(pcall(dyn, "abc", 1))
print(type(select(2, pcall(dyn, "abc", "len"))))

-- a return inside loops and branches of the pcall'd function
local function inloop(t)
  for i = 1, 3 do
    if i == 2 then return t.x end
  end
end
print(pcall(inloop, nil))
local function ingeneric(t)
  for _, v in ipairs({ 1, 2 }) do
    if v == 2 then return t.x end
  end
end
print(pcall(ingeneric, nil))
local function afterclose(t)
  do
    local c <close> = setmetatable({}, { __close = function(_, err) print("closing with", err) end })
    return t.x
  end
end
print(pcall(afterclose, nil))
local function tailthen(t, f)
  if f then return f(t) end
  return t.x
end
print(pcall(tailthen, nil, nil))
print(pcall(tailthen, nil, field))

-- methods and fields of tables called through pcall
local obj = { data = nil }
function obj.get(self) return self.data.v end
function obj:get2() return self.data[1] end
print(pcall(obj.get, obj))
print(pcall(obj.get2, obj))
obj.data = { v = "v", "one" }
print(pcall(obj.get, obj))
print(pcall(obj.get2, obj))
print(pcall(obj.get, nil))

-- hot: the same error many times, then a success, then the error again
local counts = {}
for i = 1, 3000 do
  local t = (i % 3 == 0) and { x = i } or nil
  local ok2, r = pcall(field, t)
  local key = ok2 and "ok" or r
  counts[key] = (counts[key] or 0) + 1
  local ok3, r3 = pcall(dyn, t, "x")
  key = "dyn " .. (ok3 and "ok" or r3)
  counts[key] = (counts[key] or 0) + 1
end
local keys = {}
for k in pairs(counts) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do print(k, counts[k]) end

-- error values built from the message keep working
local _, m = pcall(field, nil)
print(#m, m:sub(1, 28), m:find("nil value", 1, true))
print(select("#", pcall(field, nil)))

-- endless recursion through metamethod functions ends with lua5.4's "C stack overflow" (LUAI_MAXCCALLS):
-- the message, its position and the depth reached, for __index, __newindex and operator metamethods,
-- under one and two pcalls, and the state afterwards
local depth = 0
local t = setmetatable({}, { __index = function(t, k) depth = depth + 1; return t[k] end })
print(pcall(function() return t.x end))
print(depth)
depth = 0
print(pcall(function() return t.x end), depth)
depth = 0
print(pcall(pcall, function() return t.x end))
print(depth)
local function viaLua(t, k) return t[k] end
local u = setmetatable({}, { __index = function(t, k) depth = depth + 1; return viaLua(t, k) end })
depth = 0
print(pcall(function() return u.x end))
print(depth)
local s = setmetatable({}, { __index = function(t, k) depth = depth + 1; return t[k .. "!"] end })
depth = 0
print(pcall(function() return s.x end))
print(depth)
local n = setmetatable({}, { __newindex = function(t, k, v) depth = depth + 1; t[k] = v end })
depth = 0
print(pcall(function() n.x = 1 end))
print(depth, rawget(n, "x"))
local mt = {}
mt.__add = function(x, y) depth = depth + 1; return x + y end
mt.__concat = function(x, y) depth = depth + 1; return x .. y end
mt.__len = function(x) depth = depth + 1; return #x end
mt.__eq = function(x, y) depth = depth + 1; return x == y end
mt.__lt = function(x, y) depth = depth + 1; return x < y end
mt.__le = function(x, y) depth = depth + 1; return x <= y end
mt.__band = function(x, y) depth = depth + 1; return x & y end
mt.__unm = function(x) depth = depth + 1; return -x end
local a, b = setmetatable({}, mt), setmetatable({}, mt)
for _, op in ipairs({ "add", "concat", "len", "eq", "lt", "le", "band", "unm" }) do
  depth = 0
  local ok, e = pcall(function()
    if op == "add" then return a + 1 elseif op == "concat" then return a .. "x"
    elseif op == "len" then return #a elseif op == "eq" then return a == b
    elseif op == "lt" then return a < b elseif op == "le" then return a <= b
    elseif op == "band" then return a & 1 else return -a end
  end)
  print(op, ok, e, depth)
end
-- a bounded recursion through __index below the limit works, and the count is back to zero after errors
local function chain(levels)
  local c = { value = "bottom" }
  for i = 1, levels do
    local inner = c
    c = setmetatable({}, { __index = function(_, k) return inner[k] end })
  end
  return c
end
print(chain(150).value, pcall(function() return chain(250).value end))
for i = 1, 3 do print(i, pcall(function() return t.x end)) end
print(chain(190).value)

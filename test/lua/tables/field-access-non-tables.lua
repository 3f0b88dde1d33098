-- Constant-key field reads and writes on every kind of value: tables (with keys that are names
-- of the runtime's own table members), strings through their metatable, and the errors for the
-- rest.
local t = { strs = 1, arr = 2, hash = 3, metatable = 4, constructor = 5, __proto__ = 6, toString = 7 }
print(t.strs, t.arr, t.hash, t.metatable, t.constructor, t.__proto__, t.toString, t.valueOf)
t.strs, t.arr = nil, "a"
print(t.strs, t.arr, rawget(t, "strs"))
local empty = {}
print(empty.strs, empty.arr, empty.hash, empty.length, empty.get)

local s = "hello"
print(s.upper == string.upper, s:upper(), s.strs, s.arr, ("x").len == string.len)
local mt = getmetatable("")
print(type(mt), mt.__index == string)

for _, v in ipairs({ 1, 2.5, true, print }) do
  local ok, err = pcall(function() return v.field end)
  print(type(v), ok, err)
  ok, err = pcall(function() v.field = 1 end)
  print(type(v), ok, err)
end
local ok, err = pcall(function() local n; return n.field end)
print(ok, err)
ok, err = pcall(function() local n; n.field = 1 end)
print(ok, err)

-- a table as __index of many tables, read by one site
local base = { kind = "base" }
local objs = {}
for i = 1, 10 do objs[i] = setmetatable(i % 2 == 0 and { kind = "own" .. i } or {}, { __index = base }) end
local kinds = {}
for i = 1, 10 do kinds[#kinds + 1] = objs[i].kind end
print(table.concat(kinds, " "))

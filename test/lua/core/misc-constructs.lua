#!/usr/bin/env lua
local a = {b = {}}
a.b.c = {}
function a.b.c.f(x) return x * 2 end
function a.b.c:g(x) return self == a.b.c, x end
print(a.b.c.f(21), a.b["c"]:g(5))
local i = 0
repeat
  i = i + 1
  if i == 2 then goto cont end
  io.write(i, " ")
  ::cont::
until i >= 4
print()
--[==[ long
comment ]==]
local t = {}
t[1.0] = "one"; t[2] = "two"
print(t[1], #t, t[2.0])
local function v(...) return {..., "end"}, {"start", ...} end
local x, y = v(1, 2, 3)
print(#x, #y, x[2], y[4])
print(select('#', v()))
local s = 0
for k = 1, 3 do
  local fns = {}
  for j = 1, 2 do fns[j] = function() return k * 10 + j end end
  s = s + fns[1]() + fns[2]()
end
print(s)
local n = 0
while true do
  n = n + 1
  if n > 100 then break end
  if n % 2 == 0 then goto skip end
  do
    local q <const> = n
    if q > 5 then break end
  end
  ::skip::
end
print(n)
print(2^63 == math.maxinteger + 1.0, math.maxinteger // 1 == math.maxinteger, -7 // 2, 7 // -2.0)
local obj = setmetatable({}, {__index = function(_, k) return function(self, v) return k .. v end end})
print(obj:hello("!"), obj.x(nil, 1))
print(("%d items"):format(3), #"abc" + 1, -2 ^ 2, not nil == true)

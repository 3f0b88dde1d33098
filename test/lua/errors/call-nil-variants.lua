-- calling nil/non-function values names the callee: global, local, field, method, upvalue
local up
print(pcall(function() nofunc() end))
print(pcall(function() local f f() end))
print(pcall(function() up() end))
local obj = {}
print(pcall(function() obj.missing() end))
print(pcall(function() obj:method() end))
print(pcall(function() obj.a = 5 obj.a() end))
print(pcall(function() ("x")() end))
print(pcall(function() local t = {} t[1]() end))
print(pcall(function() string.nothing("x") end))
print(pcall(function() local s = "abc" s:nomethod() end))
print(pcall(function() math.huge() end))
print(pcall(function() return (1)() end))

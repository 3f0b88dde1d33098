-- bad argument messages of string functions called as plain functions (method calls: known-gaps/)
local s = "hello"
print(pcall(function() return string.rep(s, {}) end))
print(pcall(function() return ("x"):format(1, 2) end))
print(pcall(function() local r = string.rep(s, {}) return r end))
local obj = {sub = string.sub, upper = string.upper}
print(pcall(function() local r = obj.upper(obj) return r end))
print(pcall(function() return string.sub(s, "a") end))
print(pcall(function() return string.byte(s, {}) end))
print(pcall(function() return string.format("%d", "z") end))

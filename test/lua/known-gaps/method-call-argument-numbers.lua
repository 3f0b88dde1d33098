-- known gap: lua5.4 numbers arguments of a method call without self (bad argument #1) and says "calling 'f' on bad self"; we count self
local s = "hello"
print(pcall(function() return s:rep({}) end))
print(pcall(function() return s:sub("a") end))
print(pcall(function() return s:byte({}) end))
print(pcall(function() return string.rep(s, {}) end))
print(pcall(function() return ("x"):format(1, 2) end))
print(pcall(function() return ("%d"):format("z") end))
print(pcall(function() local r = s:rep({}) return r end))
print(pcall(function() local r = string.rep(s, {}) return r end))
local obj = {sub = string.sub, upper = string.upper}
print(pcall(function() local r = obj:sub(1) return r end))
print(pcall(function() local r = obj.upper(obj) return r end))

-- known gap: lua5.4 numbers arguments of a method call without self (bad argument #1) and says "calling 'f' on
-- bad self"; we do that for string methods only, not for library functions stored in tables and called as methods
local obj = {sub = string.sub, upper = string.upper, rep = string.rep}
print(pcall(function() local r = obj:sub(1) return r end))
print(pcall(function() local r = obj:rep({}) return r end))
print(pcall(function() local r = obj.upper(obj) return r end))

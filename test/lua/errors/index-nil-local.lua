-- indexing nil values names the variable: local, global, field, upvalue, method
local t
print(pcall(function() local t = nil return t.x end))
print(pcall(function() return t.x end))
print(pcall(function() return undefinedglobal.x end))
local cfg = {}
print(pcall(function() return cfg.sub.key end))
print(pcall(function() return cfg["sub"].key end))
print(pcall(function() local a = {b = {}} return a.b.c.d end))
print(pcall(function() t.x = 1 end))
print(pcall(function() undefinedglobal.y = 1 end))
print(pcall(function() cfg.sub.key = 1 end))
print(pcall(function() local s = "str" return s.x.y end))
print(pcall(function() local n = 5 return n.x end))
print(pcall(function() local b = true return b[1] end))
print(pcall(function() return (nil).x end))
print(pcall(function() return cfg[1][2] end))

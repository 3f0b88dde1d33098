-- # on strings counts bytes; on tables with __index it ignores the metatable unless __len
local s = "abc\0def"
print(#s, #"", #("x"):rep(10))
local t = setmetatable({}, {__index = function(_, i) return i end})
print(#t, t[1], t[100])
local u = setmetatable({1, 2}, {__len = function() return 10 end})
print(#u, rawlen(u))
print(pcall(function() return #nil end))
print(pcall(function() return #true end))

-- metamethods are looked up with rawget on the metatable (no __index on the metatable itself)
local base = {__add = function() return "inherited add" end}
local mt = setmetatable({}, {__index = base})
local t = setmetatable({}, mt)
print(pcall(function() return t + 1 end))
mt.__add = base.__add
print(t + 1)
local mt2 = {}
local u = setmetatable({}, mt2)
print(pcall(function() return u + 1 end))
mt2.__add = function() return "added later" end
print(u + 1)

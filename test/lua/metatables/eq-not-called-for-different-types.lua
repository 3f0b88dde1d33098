-- __eq is not called when comparing a table with a non-table, or when both are the same object
local calls = 0
local mt = {__eq = function() calls = calls + 1 return true end}
local a = setmetatable({}, mt)
print(a == 1, a == "a", a == nil, a == false, calls)
print(a == a, calls)
local b = setmetatable({}, mt)
print(a == b, a ~= b, calls)
local c = setmetatable({}, {__eq = function() calls = calls + 1 return false end})
print(a == c, c == a, calls)

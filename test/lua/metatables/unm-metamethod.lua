-- __unm handles unary minus on tables; the operand is passed twice
local mt = {__unm = function(a, b) return setmetatable({v = -a.v, same = rawequal(a, b)}, getmetatable(a)) end}
local x = setmetatable({v = 5}, mt)
local y = -x
print(y.v, y.same, (-(-x)).v)
print(pcall(function() return -{} end))
print(pcall(function() local s = "abc" return -s end))

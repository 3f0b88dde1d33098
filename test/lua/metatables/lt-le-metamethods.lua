-- __lt and __le define ordering, also for > and >=, and mixed operand types
local mt = {}
mt.__lt = function(a, b) return (type(a) == "table" and a.v or a) < (type(b) == "table" and b.v or b) end
mt.__le = function(a, b) return (type(a) == "table" and a.v or a) <= (type(b) == "table" and b.v or b) end
local function V(v) return setmetatable({v = v}, mt) end
local x, y = V(1), V(2)
print(x < y, x > y, x <= y, x >= y, x <= V(1), x >= V(1))
print(x < 5, 5 < x, x <= 1, 0 >= x)
local list = {V(3), V(1), V(2)}
table.sort(list)
print(list[1].v, list[2].v, list[3].v)
local onlylt = setmetatable({}, {__lt = function() return 1 end})
print(onlylt < onlylt, onlylt > onlylt)
print(pcall(function() return {} < {} end))

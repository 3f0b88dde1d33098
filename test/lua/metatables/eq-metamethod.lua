-- __eq is called only for two tables (or two userdata) that are not primitively equal
local mt = {__eq = function(a, b) print("  __eq called") return a.v == b.v end}
local a = setmetatable({v = 1}, mt)
local b = setmetatable({v = 1}, mt)
local c = setmetatable({v = 2}, mt)
print(a == b)
print(a ~= c)
print(a == a)
print(a == 1, a == "x")
local plain = {v = 1}
print(a == plain, plain == a)
local other = setmetatable({v = 1}, {__eq = function() return "truthy" end})
print(other == plain, plain == other)
print(rawequal(a, b), rawequal(a, a))

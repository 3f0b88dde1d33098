local function apply(f, ...) return f(...) end
print(apply(math.max, 3, 9, 2), apply(function(...) return select('#', ...) end, nil, nil, nil))
local ops = {add = function(a, b) return a + b end, mul = function(a, b) return a * b end}
for _, name in ipairs({"add", "mul"}) do print(name, ops[name](6, 7)) end
local function compose(f, g) return function(...) return f(g(...)) end end
local inc = function(x) return x + 1 end
local dbl = function(x) return x * 2 end
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
print(type(print), type(apply), tostring(nil), tostring(true))
local callable = setmetatable({}, {__call = function(self, a, b) return a + b end})
print(callable(2, 3), apply(callable, 4, 5), pcall(callable, 1, 1))

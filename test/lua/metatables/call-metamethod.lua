-- __call makes tables callable, receiving the table first and returning multiple values
local counter = setmetatable({n = 0}, {__call = function(self, inc) self.n = self.n + (inc or 1) return self.n, "extra" end})
print(counter())
print(counter(5))
print(counter.n)
local callable = setmetatable({}, {__call = function(self, ...) return select("#", ...), ... end})
print(callable(1, nil, 3))
print(pcall(setmetatable({}, {}), 1))
local nested = setmetatable({}, {__call = callable})
local ok, n, first, second = pcall(nested, "x")
print(ok, n, type(first), first == nested, second)
local t = {f = counter}
print(t.f(1))

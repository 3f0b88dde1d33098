-- __index as a function receives the table and the key; results are not cached
local calls = 0
local t = setmetatable({}, {__index = function(t, k) calls = calls + 1 return type(k) .. ":" .. tostring(k) end})
print(t.foo, t[1], t[true], t[2.5])
print(calls)
t.foo = "set"
print(t.foo, calls)
local squares = setmetatable({}, {__index = function(self, n) local v = n * n rawset(self, n, v) return v end})
print(squares[4], rawget(squares, 4), rawget(squares, 5))
local multi = setmetatable({}, {__index = function() return 1, 2, 3 end})
print(multi.x)

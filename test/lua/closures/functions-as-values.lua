-- functions are first-class: equality, type, storage as keys, anonymous immediate calls
local function f() end
local g = f
print(f == g, f == function() end, type(f), type(print))
local t = {[f] = "keyed by function"}
print(t[g])
print((function(a, b) return a * b end)(6, 7))
local fs = {math.floor, math.ceil, math.abs}
for _, fn in ipairs(fs) do io.write(fn(-2.5), " ") end print()
local function returnsFunc() return function() return "inner" end end
print(returnsFunc()())
print(select("#", f()))

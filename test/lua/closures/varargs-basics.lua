-- varargs: ..., select('#'), select(n), negative select, nils inside
local function f(...)
  local a, b = ...
  return select("#", ...), a, b
end
print(f())
print(f(nil))
print(f(1, nil, nil))
print(select(2, "a", "b", "c"))
print(select(-1, "a", "b", "c"))
print(select(-3, "a", "b", "c"))
print(select(4, "a", "b", "c"))
print(select("#"))
print(pcall(select, 0, "a"))
print(pcall(select, -4, "a", "b", "c"))
print(pcall(select, "x"))
local function g(...) return ... end
print(g(1, 2, 3), g(4, 5))
print((g(1, 2, 3)))
local function h(...) local t = {...} return #t, ... end
print(h(9, 8))

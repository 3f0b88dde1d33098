local function f(...)
  print(select('#', ...), ...)
end
f()
f(nil)
f(1, nil, 3)
f(nil, nil)
local function g(a, ...) return a, select('#', ...) end
print(g(1, 2, 3))
print(g())
local function pack2(...) return {...}, select('#', ...) end
local t, n = pack2(1, 2, nil)
print(#t >= 2, n)

-- recursion through a table field and through a Y-combinator-like helper
local M = {}
M.pow = function(b, e) if e == 0 then return 1 end return b * M.pow(b, e - 1) end
print(M.pow(2, 10), M.pow(3, 5))
local function Y(f) return function(...) return f(Y(f), ...) end end
local fact = Y(function(self, n) if n == 0 then return 1 end return n * self(n - 1) end)
print(fact(12))
local hanoi_moves = 0
local function hanoi(n, a, b, c) if n == 0 then return end hanoi(n - 1, a, c, b) hanoi_moves = hanoi_moves + 1 hanoi(n - 1, c, b, a) end
hanoi(10, "A", "B", "C")
print(hanoi_moves)

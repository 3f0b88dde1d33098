-- mutually recursive local functions via forward declaration
local isEven, isOdd
function isEven(n) if n == 0 then return true end return isOdd(n - 1) end
function isOdd(n) if n == 0 then return false end return isEven(n - 1) end
print(isEven(10), isOdd(7), isEven(7), isOdd(0))
local M = {}
function M.a(n, acc) if n == 0 then return acc end return M.b(n - 1, acc .. "a") end
function M.b(n, acc) if n == 0 then return acc end return M.a(n - 1, acc .. "b") end
print(M.a(7, ""))

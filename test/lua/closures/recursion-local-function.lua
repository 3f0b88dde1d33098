-- local function allows recursion; local f = function does not see itself
local function fact(n) if n <= 1 then return 1 end return n * fact(n - 1) end
print(fact(10), fact(20), fact(21))
local function fib(n) if n < 2 then return n end return fib(n - 1) + fib(n - 2) end
print(fib(20))
local g = function(n) return n end
local g = function(n) if n == 0 then return "base" end return g(n - 1) end
print(g(3))
print(pcall(function()
  local h = function(n) if n == 0 then return 0 end return h(n - 1) end
  return h(2)
end))
local function ackermann(m, n)
  if m == 0 then return n + 1 end
  if n == 0 then return ackermann(m - 1, 1) end
  return ackermann(m - 1, ackermann(m, n - 1))
end
print(ackermann(2, 3))

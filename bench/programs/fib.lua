-- Recursive calls: naive Fibonacci, fib(32) computed 4 times (~0.7 s under lua5.4).
local function fib(n)
  if n < 2 then return n end
  return fib(n - 1) + fib(n - 2)
end

local n, total = 32, 0
for _ = 1, 4 do total = total + fib(n) end
print(string.format("fib(%d) = %d, 4x = %d", n, fib(n), total))

-- collatz sequence lengths computed with while loops and integer arithmetic
local function steps(n) local s = 0 while n ~= 1 do if n % 2 == 0 then n = n // 2 else n = 3 * n + 1 end s = s + 1 end return s end
local best, bestn = 0, 0
for n = 1, 3000 do local s = steps(n) if s > best then best, bestn = s, n end end
print(bestn, best)
for n = 1, 10 do io.write(steps(n), " ") end print()

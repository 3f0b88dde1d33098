-- deep (non-tail) recursion of a few thousand levels works; tail calls do not grow the stack
local function depth(n) if n == 0 then return 0 end return 1 + depth(n - 1) end
print(depth(5000))
local function loop(n, acc) if n == 0 then return acc end return loop(n - 1, acc + n) end
print(loop(100000, 0))
local function sum(t, i) i = i or 1 if i > #t then return 0 end return t[i] + sum(t, i + 1) end
local t = {} for i = 1, 1000 do t[i] = i end
print(sum(t))

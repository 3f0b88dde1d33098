-- map/filter/reduce/compose built from closures
local function map(t, f) local r = {} for i, v in ipairs(t) do r[i] = f(v) end return r end
local function filter(t, p) local r = {} for _, v in ipairs(t) do if p(v) then r[#r + 1] = v end end return r end
local function reduce(t, f, acc) for _, v in ipairs(t) do acc = f(acc, v) end return acc end
local function compose(f, g) return function(...) return f(g(...)) end end
local function curry(f) return function(a) return function(b) return f(a, b) end end end
local nums = {}
for i = 1, 10 do nums[i] = i end
local sq = map(nums, function(x) return x * x end)
print(table.concat(sq, " "))
print(table.concat(filter(sq, function(x) return x % 2 == 0 end), " "))
print(reduce(nums, function(a, b) return a + b end, 0))
local inc = function(x) return x + 1 end
local dbl = function(x) return x * 2 end
print(compose(inc, dbl)(5), compose(dbl, inc)(5))
print(curry(math.max)(3)(7))
local memo = {}
local function mfib(n) if n < 2 then return n end if memo[n] then return memo[n] end local v = mfib(n - 1) + mfib(n - 2) memo[n] = v return v end
print(mfib(80))

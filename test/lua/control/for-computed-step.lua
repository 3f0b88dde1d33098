-- numeric for with a computed step (`for j = i * i, n, i`): the plain counting loop taken when
-- start and step are small integers at run time, and every case that must still go to forprep
local function run(label, a, b, c)
  local out, n = {}, 0
  local ok, err = pcall(function()
    for j = a, b, c do
      n = n + 1
      if n <= 6 then out[#out + 1] = string.format("%s", j) .. ":" .. math.type(j) end
    end
  end)
  print(label, n, table.concat(out, " "), ok and "ok" or err)
end

-- a sieve marking with a variable step, as the benchmark does
local N = 200
local sieve = {}
for i = 2, N do sieve[i] = true end
local i = 2
while i * i <= N do
  if sieve[i] then
    for j = i * i, N, i do sieve[j] = false end
  end
  i = i + 1
end
local count, sum = 0, 0
for k = 2, N do if sieve[k] then count = count + 1; sum = sum + k end end
print("primes", count, sum)

local two, three, neg = 2, 3, -3
run("up", 1, 10, three)
run("down", 10, 1, neg)
run("down-float-limit", 10, 1.5, neg)
run("up-float-limit", 1, 9.9, three)
run("empty-up", 5, 1, two)
run("empty-down", 1, 5, neg)
run("one", 7, 7, three)
run("neg-start", -7, 7, three)
run("string-limit", 1, "7", two)
run("float-step", 1, 3, two / 4)
run("float-start", 0.5, 3, two)
run("integral-float-step", 1, 5, 2.0)
run("integral-float-start", 1.0, 5, two)
run("string-step", 1, 5, "2")
run("string-start", "1", 5, two)
run("zero-step", 1, 5, two - 2)
run("nil-step", 1, 5, nil)
run("nil-limit", 1, nil, two)
run("bool-start", true, 5, two)
run("nan-limit-up", 1, 0 / 0, two)
run("nan-limit-down", 1, 0 / 0, -(2 ^ 62 // 1 | 0) )
run("huge-limit", math.maxinteger - 10, math.maxinteger, three)
run("huge-limit-down", math.mininteger + 10, math.mininteger, neg)
run("huge-start", 2 ^ 53 // 1 | 0, 2 ^ 53 + 20 // 1 | 0, three)
run("big-step", 1, math.maxinteger, math.maxinteger // 2)
run("big-step-down", -1, math.mininteger, math.mininteger // 2)
run("step-past-2^20", 0, 2 ^ 22 // 1 | 0, 1 << 21)
run("limit-float-huge", 1, 1e300, 1 << 60)
run("limit-float-neg-huge", 1, -1e300, -(1 << 60))
run("inf-limit", 1, 1 / 0, 1 << 61)

-- the start, limit and step expressions run once each, in source order
local log = {}
local function v(x, tag) log[#log + 1] = tag; return x end
for j = v(1, "start"), v(4, "limit"), v(two, "step") do log[#log + 1] = "body" .. j end
print(table.concat(log, " "))

-- the loop variable is a fresh local per iteration; assigning it does not change the count
local seen = {}
for j = 1, 10, three do
  seen[#seen + 1] = j
  j = j * 100
  seen[#seen + 1] = j
end
print(table.concat(seen, " "))

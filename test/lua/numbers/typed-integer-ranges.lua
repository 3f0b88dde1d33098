-- Integer arithmetic the compiler proves stays within ±(2^53-1) runs as plain JS arithmetic;
-- everything at or past the bounds must still behave like 64-bit lua integers.

-- products and negations that are 0: integer 0, never a negative zero
local z, n = 0, -5
for i = 0, 2 do
  local p = i * n
  local m = -i
  print(p, m, math.type(p), math.type(m), 1 / p, 1 / m, 1 // (p + 1))
end
for i = -3, 0 do print(i * 0, 0 * i, 1 / (i * 0), -(i * 0)) end

-- % and // of negative integers by positive divisors (lua floors; JS truncates)
local mods, divs = {}, {}
for i = -10, 10 do
  mods[#mods + 1] = i % 3
  divs[#divs + 1] = i // 4
end
print(table.concat(mods, " "))
print(table.concat(divs, " "))
for i = -7, 7, 7 do print(i % 7, i // 7, (i - 1) % 7, (i - 1) // 7, -i % 7, -i // 7) end

-- accumulators bounded by a modulus (typed), and ones that grow (not typed)
local acc = 0
for i = 1, 300 do
  for j = 1, 100 do acc = (acc * 31 + i * j + (i - j) % 7) % 65521 end
end
print(acc, math.type(acc))
local fa, fb = 0, 1
for _ = 1, 200 do fa, fb = fb, (fa + fb) % 1000000007 end
print(fa, fb)
local grow = 1
for _ = 1, 70 do grow = grow * 2 + 1 end
print(grow, math.type(grow))
local count = 0
for _ = 1, 1000 do count = count + 3 end
print(count)

-- bounds at 2^53: counters near the edge, sums that leave the safe range
for i = 9007199254740989, 9007199254740991 do print(i, i + 1, i + 2, i * 1 + i, -i - 2) end
for i = -9007199254740991, -9007199254740989 do print(i, i - 1, i - 2, i * 2) end
local big = 9007199254740991
print(big + 1, big + 2, big * 2, -big - 2, math.type(big + 2))
print(math.maxinteger + 1 == math.mininteger, math.mininteger - 1 == math.maxinteger)
local e = 1
for _ = 1, 62 do e = e * 2 end
print(e, e * 2, e * 4, math.type(e * 4))

-- integer parameters of local functions
local function sumsq(limit, m)
  local s = 0
  for i = 1, limit do s = (s + i * i) % m end
  return s
end
print(sumsq(10, 1000), sumsq(1000, 97), sumsq(0, 5))
local function half(k) return k // 2, k % 2, k / 2, -k end
print(half(7))
print(half(-7))

-- typed integers compared with floats and used as keys
for i = 1, 3 do print(i < 2.5, i == 2.0, 2.0 <= i, i + 0.5, i / 2) end
local t = {}
for i = 1, 4 do t[i * 2 - 1] = i % 2 end
print(#t, t[1], t[3], t[5], t[7], t[7.0])

-- a divisor range that includes 0 keeps lua's error
local function divmod(a, b) return a % b end
print(pcall(divmod, 5, 0))
for d = 2, 0, -1 do print(pcall(function() return 10 % d end)) end
for d = 2, 0, -1 do print(pcall(function() return 10 // d end)) end

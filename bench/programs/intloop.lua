-- Numeric loops on integers: a sieve, nested sums and a modular checksum.
-- All values stay below 2^31 so 32-bit (fengari) and double (LuaJIT) integers agree.
local N = 2000000
local sieve = {}
for i = 2, N do sieve[i] = true end
local i = 2
while i * i <= N do
  if sieve[i] then
    for j = i * i, N, i do sieve[j] = false end
  end
  i = i + 1
end
local count, psum = 0, 0
for i = 2, N do
  if sieve[i] then
    count = count + 1
    psum = (psum + i) % 1000003
  end
end
print(string.format("primes below %d: %d, sum mod 1000003: %d", N, count, psum))

local acc = 0
for i = 1, 3000 do
  for j = 1, 1000 do
    acc = (acc * 31 + i * j + (i - j) % 7) % 65521
  end
end
print(string.format("nested checksum: %d", acc))

local gsum = 0
for a = 1, 700 do
  for b = 1, 700 do
    local x, y = a, b
    while y ~= 0 do x, y = y, x % y end
    gsum = gsum + x
  end
end
print(string.format("gcd sum: %d", gsum))

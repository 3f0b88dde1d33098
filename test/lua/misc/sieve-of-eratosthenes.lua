-- sieve of Eratosthenes: primes up to 10000, count and checksum
local N = 10000
local composite = {}
local primes = {}
for i = 2, N do
  if not composite[i] then
    primes[#primes + 1] = i
    for j = i * i, N, i do composite[j] = true end
  end
end
print(#primes, primes[1], primes[#primes])
local sum = 0
for _, p in ipairs(primes) do sum = sum + p end
print(sum)
print(table.concat(primes, " ", 1, 25))

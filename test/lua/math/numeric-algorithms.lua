-- integer algorithms: gcd, lcm, primes, fast power modulo, integer sqrt
local function gcd(a, b) while b ~= 0 do a, b = b, a % b end return a end
local function lcm(a, b) return a // gcd(a, b) * b end
print(gcd(1071, 462), lcm(4, 6), lcm(21, 6))
local l = 1
for i = 1, 20 do l = lcm(l, i) end
print("lcm 1..20", l)
local function powmod(b, e, m) local r = 1 b = b % m while e > 0 do if e & 1 == 1 then r = r * b % m end b = b * b % m e = e >> 1 end return r end
print(powmod(2, 100, 1000000007), powmod(3, 200, 13), powmod(7, 0, 5))
local function isqrt(n) local x = math.floor(math.sqrt(n)) while x * x > n do x = x - 1 end while (x + 1) * (x + 1) <= n do x = x + 1 end return x end
print(isqrt(99), isqrt(100), isqrt(2^52 | 0), isqrt(10^15 // 1))

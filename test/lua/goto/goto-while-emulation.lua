-- emulating while and do-while loops with goto, computing gcd and digit sums
local function gcd(a, b)
  ::loop::
  if b == 0 then return a end
  a, b = b, a % b
  goto loop
end
print(gcd(48, 18), gcd(17, 5), gcd(100, 75))
local function digits(n)
  local s = 0
  ::again::
  s = s + n % 10
  n = n // 10
  if n > 0 then goto again end
  return s
end
print(digits(0), digits(12345), digits(9999999))

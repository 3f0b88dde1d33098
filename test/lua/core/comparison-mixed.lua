print(1 < 2, 1 < 1.5, 2.5 > 2, "a" < "b", "abc" < "abd", "Z" < "a", "" < "a")
print(1 == 1.0, -0.0 == 0, 0/0 == 0/0, math.huge > math.maxinteger, math.mininteger < -math.huge)
print(math.maxinteger < 2^63, math.maxinteger + 0.0 == 2^63, 2^53 == 2^53 + 1)
print(pcall(function() return 1 < "x" end))
print(pcall(function() return {} <= {} end))
print(pcall(function() return "a" >= 1 end))
local a, b = 3, 3.0
print(a == b, a <= b, a >= b, math.type(a), math.type(b))

-- lua5.4's 5.3 compatibility math functions (LUA_COMPAT_MATHLIB): pow, log10, cosh, sinh, tanh,
-- frexp, ldexp, atan2 (the same function as atan)
print(math.atan2 == math.atan, math.atan2(1, 1), math.atan2(-1, -1), math.atan2(0.0, -1))
print(math.pow(2, 10), math.pow(2, -1), math.pow(1, 0/0), math.pow(-1, math.huge), math.pow(-1, -math.huge))
print(math.pow(0, 0), math.pow(-8, 1/3), math.pow(2, 0.5), math.pow("3", 2), math.type(math.pow(2, 2)))
print(math.log10(1000), math.log10(0), math.log10(2), math.log10(1e-5))
print(math.cosh(0), math.cosh(1), math.sinh(-1), math.tanh(0.5), math.tanh(1000), math.sinh(-0.0))
for _, x in ipairs({8, 1, 0.1, -3.5, 1e-310, 5e-324, 2.2250738585072014e-308, 1e308, 1.7976931348623157e308,
    0.5, 0.99999999999999989, -0.0, 0, math.huge, -math.huge}) do
  local m, e = math.frexp(x)
  print(x, m, e, math.type(e), math.ldexp(m, e) == x)
end
print(math.frexp(0/0) ~= math.frexp(0/0), select(2, math.frexp(0/0)))
print(math.ldexp(1, 1024), math.ldexp(0.5, 1025), math.ldexp(1, -1074), math.ldexp(1, -1075))
print(math.ldexp(0.75, -1074), math.ldexp(0.25, -1073), math.ldexp(1.5, -1074), math.ldexp(3, 2^32 + 2), math.ldexp(1, 2.0))
print(math.ldexp(1, -2000), math.ldexp(-1, 5000), math.ldexp(1.0000000000000002, -1060), math.ldexp(0x1.fffffffffffffp1023, -2098))
print(math.ldexp(3, math.mininteger), math.ldexp(3, "4"), math.type(math.ldexp(1, 2)))
print(pcall(function() return math.ldexp(1, 2.5) end))
print(pcall(function() return math.pow(1) end))
print(pcall(function() return math.frexp("a") end))
print(pcall(function() return math.log10() end))
print(pcall(function() return math.cosh({}) end))

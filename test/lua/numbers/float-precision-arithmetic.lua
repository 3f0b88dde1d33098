-- classic floating point results print with 14 significant digits
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, string.format("%.17g", 0.1 + 0.2))
print(1 - 0.9, 3 * 1.1, 1e16 + 1.0, 100 * 1.1)
print(1/3 * 3, 2/3 + 1/3, 0.7 + 0.1, 4.35 * 100)
print(math.sqrt(2) ^ 2, math.sqrt(2) ^ 2 == 2)
print(1e15 / 3, 1e16 / 3, 123456.789e3)
print(9.999999999999999, 99999999999999.99, 0.000001234)
print(-1.5e-10, 6.02214076e23, 1.602176634e-19)
local sum = 0
for i = 1, 10 do sum = sum + 0.1 end
print(sum, sum == 1, string.format("%.20f", sum))

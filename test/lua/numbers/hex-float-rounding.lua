-- Hex float numerals are rounded once, as C's strtod does (ties to even), in source and in tonumber,
-- with every digit counted; and `0x.8` (no digit before the point) is a float everywhere it appears.
print(string.format("%a %a %a", 0x1.8p3, 0x.8p1, 0xA.Bp-2))
print(0x1p-1074, 0x1p-1075, 0x3p-1076, 0x1.fffffffffffffp1023, 0x1.fffffffffffff8p1023)
print(0x123456789abcdef.8p0, 0x.123456789abcdef123p4)
print(string.format("%a %a %a", 0x1.00000000000008p0, 0x1.00000000000018p0, 0x1.000000000000080001p0))
print(tonumber("0x" .. ("f"):rep(300) .. "p-2200"), tonumber("0x1p99999"), tonumber("0x1p-99999"))
print(string.format("%a", tonumber("0x1.00000000000008p0")), string.format("%a", tonumber("0x1.000000000000080000001p0")))
print(string.format("%a", tonumber("0x0." .. ("0"):rep(270) .. "1p1100")), tonumber("-0x.8p1"), "0x3p-1076" + 0)
print(0x1P+4, 0X.1p4, tonumber("  0x1p4  "), tonumber("0x.p1"), tonumber("0xp1"), tonumber("0x1p"))
print(string.format("%a", 0x1.0000000000000fffffffp-1022), 0x0.0000000000001p-1022, 0x1.8p-1074)
for i = 0x.8, 2 do io.write(i, " ") end
for i = -0x.8, 1, 0x.8 do io.write(i, " ") end
print()
print(-0x.8, -0x.8p1, 0x.8 + 1, math.type(0x.1), 0x.8 // 1, 3 % 0x.8p1)
local t = { 0x.4, [0x.8] = 1 }
print(t[1], t[0.5])
local x <const> = 0x.cp2
print(x, -x, x * 2, math.type(x))

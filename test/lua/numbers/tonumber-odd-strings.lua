-- tonumber on odd strings: spaces, hex floats, exponents, inf/nan words, embedded junk
local cases = {"10", " 10 ", "10 x", "0x", "0x1p4", "0X1P-1", "0x.8", "1e", "1e+", "1e+2", ".5", "5.", ".",
  "-.5", "+5", "++5", "--5", "inf", "nan", "-inf", "1_000", "1,5", "0b101", "\n\t 7 \r", "0x1G", "1e309",
  "-1e309", "00012", "0012.50", "1 2", "0xffffffffffffffffff", "9223372036854775807", "9223372036854775808",
  "-9223372036854775808", "-9223372036854775809", "0x7FFFFFFFFFFFFFFF", "1E2", "1e-2", "\0" .. "1", "1\0"}
for i, s in ipairs(cases) do
  local n = tonumber(s)
  print(i, string.format("%q", s), n, math.type(n))
end
print(tonumber(nil) == nil and "nil->fail" or "?", pcall(tonumber))
print(tonumber(true), tonumber({}) , tonumber(12), tonumber(1.5))

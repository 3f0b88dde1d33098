-- tonumber result subtype: decimal points and exponents make floats, hex without p is integer
local s = {"1", "1.", "1.0", "1e0", "0x1", "0x1.0", "0x1p0", "-0", "-0.0", "123456789012", "1e15", "0xA", "0Xa"}
for _, v in ipairs(s) do print(v, tonumber(v), math.type(tonumber(v))) end
print(tonumber("0x1.8p1"), tonumber("0x.1"), tonumber("0x1P+2"), tonumber("0x1p"), tonumber("1e-400"))

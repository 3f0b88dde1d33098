-- pack/unpack of integers: sizes, endianness, signedness, limits
local function hex(s) return (s:gsub(".", function(c) return string.format("%02x", c:byte()) end)) end
print(hex(string.pack("b", -1)), hex(string.pack("B", 255)), hex(string.pack("h", -2)), hex(string.pack("H", 65535)))
print(hex(string.pack("<i4", 1)), hex(string.pack(">i4", 1)), hex(string.pack("=i4", 1)), hex(string.pack("<I2", 258)))
print(hex(string.pack("j", math.mininteger)), hex(string.pack("J", -1)), hex(string.pack("T", 16)))
print(hex(string.pack("<i16", -2)), hex(string.pack(">I16", 5)), hex(string.pack("<i3", -8388608)))
print(hex(string.pack("l", 7)), hex(string.pack("L", 7)), hex(string.pack("i", -7)), hex(string.pack("I", 7)))
print(string.unpack("b", "\255"), string.unpack("B", "\255"), string.unpack("<h", "\254\255"), string.unpack(">H", "\1\2"))
print(string.unpack("<i3", "\0\0\128"), string.unpack("<I3", "\0\0\128"))
print(string.unpack("<j", string.pack("<j", math.maxinteger)), string.unpack("<J", string.pack("<J", -1)))
print(string.unpack("<i16", string.pack("<i16", -12345)), string.unpack(">i16", string.pack(">i16", math.mininteger)))
print(string.unpack("<I9", string.pack("<I9", math.maxinteger)))
print(string.unpack("<i7", string.pack("<i7", -(2^48))))
print(string.unpack("<I8", "\255\255\255\255\255\255\255\255"))
for _, n in ipairs({1, 2, 3, 4, 5, 6, 7, 8}) do
  local lo, hi = -(1 << (n * 8 - 1)), (1 << (n * 8 - 1)) - 1
  if n == 8 then lo, hi = math.mininteger, math.maxinteger end
  print(n, string.unpack("<i" .. n, string.pack("<i" .. n, lo)), string.unpack(">i" .. n, string.pack(">i" .. n, hi)))
end
print(string.pack("i", 3.0) == string.pack("i", 3), string.pack("i", "10") == string.pack("i", 10))

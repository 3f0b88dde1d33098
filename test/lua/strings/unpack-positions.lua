-- unpack's position argument and returned next position
local s = string.pack("<i2 i2 i2", 10, 20, 30)
print(string.unpack("<i2", s), string.unpack("<i2", s, 3), string.unpack("<i2", s, -2))
print(string.unpack("<i2 i2", s, 2))
print(string.unpack("", s), string.unpack("", s, 7), string.unpack("", s, -1))
local pos, vals = 1, {}
while pos <= #s do
  local v
  v, pos = string.unpack("<i2", s, pos)
  vals[#vals + 1] = v
end
print(table.concat(vals, " "), pos)
print(string.unpack("c0", "abc"), string.unpack("x", "abc"), string.unpack("xx c1", "abc"))
print(string.unpack("z c1", "ab\0c"))
print(string.unpack("<I2", "\1\2\3", 2.0))
print(select("#", string.unpack("i1 i1 i1", "\1\2\3")))

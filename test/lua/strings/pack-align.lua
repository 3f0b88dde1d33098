-- alignment with !, X and x padding
local function hex(s) return (s:gsub(".", function(c) return string.format("%02x", c:byte()) end)) end
print(hex(string.pack("!4 b i4", 1, 2)), hex(string.pack("b i4", 1, 2)))
print(hex(string.pack("!8 b d", 1, 0)), hex(string.pack("!2 b d", 1, 0)), hex(string.pack("! b j", 1, 2)))
print(hex(string.pack("b Xi4 b", 1, 2)), hex(string.pack("!4 b Xi4 b", 1, 2)), hex(string.pack("!4 b Xh b", 1, 2)))
print(hex(string.pack("bxxb", 1, 2)), hex(string.pack("!4 bx Xi4", 1)))
print(string.packsize("!4 b i4"), string.packsize("!8 b d"), string.packsize("b Xi8"), string.packsize("!8 b Xi8"))
print(string.unpack("!4 b i4", string.pack("!4 b i4", 1, 2)))
print(string.unpack("!4 b Xi4 b", string.pack("!4 b Xi4 b", 9, 8)))
print(string.packsize("!16 b i16"), string.packsize("!1 b i8"), string.packsize("!4 c3 i4"))
print(hex(string.pack(">!4 h i4 h", 1, 2, 3)))
print(string.unpack("!4 i4", "\0\0\0\0\1\0\0\0", 2))

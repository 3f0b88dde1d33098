-- string.byte and string.char with ranges, negatives and round trips
print(string.byte("A"), string.byte("ABC", 2), string.byte("ABC", 1, 3), string.byte("ABC", -1))
print(string.byte("ABC", 10), select("#", string.byte("ABC", 10)), select("#", string.byte("")))
print(string.byte("ABC", 0), string.byte("ABC", -10, 2), string.byte("ABC", 3, 1))
print(string.char(72, 105), string.char(), #string.char(0, 0), string.char(255):byte())
local all = {}
for i = 0, 255 do all[#all + 1] = string.char(i) end
local s = table.concat(all)
print(#s, s:byte(1), s:byte(256), s:byte(-1))
local bytes = {s:byte(1, -1)}
print(#bytes, bytes[66], bytes[256])
print(("hello"):byte(1, -1))

-- special float bit patterns through unpack
local function show(fmt, bytes) local v = string.unpack(fmt, bytes); print(fmt, v, math.type(v), string.format("%a", v)) end
show("<d", "\0\0\0\0\0\0\240\127")
show("<d", "\0\0\0\0\0\0\240\255")
show("<d", "\1\0\0\0\0\0\0\0")
show("<d", "\255\255\255\255\255\255\239\127")
show("<d", "\0\0\0\0\0\0\0\128")
show("<f", "\0\0\128\127")
show("<f", "\1\0\0\0")
show("<f", "\255\255\127\127")
show(">f", "\63\128\0\0")
show("<n", string.pack("<n", 2^53))
print(string.unpack("<f", string.pack("<f", 3.4028235677973366e+38)))
print(string.unpack("<f", string.pack("<f", 1e39)), string.unpack("<f", string.pack("<f", -1e-50)))

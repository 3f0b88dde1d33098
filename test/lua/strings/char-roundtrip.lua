-- string.char over every byte, round-tripped through string.byte
local t = {}
for i = 0, 255 do t[#t + 1] = string.char(i) end
local s = table.concat(t)
print(#s)
local sum = 0
for i = 1, #s do sum = sum + s:byte(i) * i end
print(sum)
print(s:byte(1), s:byte(128), s:byte(256), s:byte(-1))
print(string.char(s:byte(65, 90)))
print(string.char(s:byte(97, 122)):upper())

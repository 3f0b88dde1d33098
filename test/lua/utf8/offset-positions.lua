-- utf8.offset finds byte positions of the n-th character forwards and backwards
local s = "aé€😀z"
for n = 1, 6 do io.write(tostring(utf8.offset(s, n)), " ") end print()
for n = -1, -6, -1 do io.write(tostring(utf8.offset(s, n)), " ") end print()
print(utf8.offset(s, 0, 3), utf8.offset(s, 0, 4), utf8.offset(s, 0, 7))
print(utf8.offset(s, 1, 2), utf8.offset(s, 2, 2), utf8.offset(s, -1, 4))
print(utf8.offset("", 1), utf8.offset("", -1), utf8.offset("abc", 4), utf8.offset("abc", 5))
print(pcall(utf8.offset, s, 1, 3))
print(pcall(utf8.offset, s, 1, 100))
print(pcall(utf8.offset, "abc", 1, 0))

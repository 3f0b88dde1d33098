-- sub/len/byte on UTF-8 text are byte operations
local s = "héllo wörld ✓"
print(#s, s:len(), s:sub(2, 3), s:sub(2, 2) == "\xC3", s:byte(2, 3))
print(s:upper(), s:reverse() == s:reverse(), #s:reverse())
print(s:find("ö"), s:match("w(..)rld"), s:gsub("[\128-\255]", "?"))
for i = -3, -1 do io.write(s:byte(i), " ") end print()
print(("✓"):byte(1, -1))
print(#string.char(0xE2, 0x9C, 0x93), string.char(0xE2, 0x9C, 0x93) == "✓")

-- strings may contain zero bytes, which are kept by all basic string functions
local s = "a\0b\0c"
print(#s, s:byte(1, -1))
print(s:upper():byte(1, -1))
print(s:sub(2, 4) == "\0b\0", s:reverse() == "c\0b\0a", (s:rep(2, "\0")):len())
print(s == "a\0b\0c", s < "a\0c", ("\0"):byte())
io.write(s, "\n")
print(string.format("%q", s))

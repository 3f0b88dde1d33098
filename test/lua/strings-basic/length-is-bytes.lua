-- # and string.len count bytes, not characters
print(#"é", #"日本", #"a\0b", #"", #"\u{10FFFF}", #"😀")
print(string.len("é"), ("abc"):len(), #("x"):rep(100))
local s = "héllo"
print(#s, s:upper(), s:sub(2, 3) == "é", s:byte(2), s:byte(3))
print(#"\xff\xfe", #"\255\254\253")

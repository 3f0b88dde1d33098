-- utf8.codepoint returns code points for byte ranges and rejects bad positions
local s = "aé€😀"
print(utf8.codepoint(s))
print(utf8.codepoint(s, 1, -1))
print(utf8.codepoint(s, 2))
print(utf8.codepoint(s, 4), utf8.codepoint(s, -4))
print(select("#", utf8.codepoint(s, 3, 2)))
print(pcall(utf8.codepoint, s, 3))
print(pcall(utf8.codepoint, s, 0))
print(pcall(utf8.codepoint, s, 1, 100))
print(pcall(utf8.codepoint, "\xff"))
print(pcall(utf8.codepoint, "\xf4\x90\x80\x80"))
print(utf8.codepoint("\xf4\x90\x80\x80", 1, 1, true))
print(pcall(utf8.codepoint, "\xc0\x80"))

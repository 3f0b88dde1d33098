-- lax mode accepts surrogates and code points above U+10FFFF that strict mode rejects
local bad = {"\xed\xa0\x80", "\xf4\x90\x80\x80", "\u{D800}", "\u{110000}", "\u{7FFFFFFF}"}
for i, s in ipairs(bad) do
  print(i, #s, utf8.len(s), utf8.len(s, 1, -1, true))
end
print(pcall(utf8.codepoint, "\u{D800}"))
print(utf8.codepoint("\u{D800}", 1, 1, true))
local n = 0
for p, c in utf8.codes("\u{110000}x", true) do n = n + 1 io.write(c, " ") end print(n)

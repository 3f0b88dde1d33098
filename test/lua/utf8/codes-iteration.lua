-- utf8.codes yields byte positions and code points; errors on invalid sequences
for p, c in utf8.codes("aé€😀") do io.write(p, ":", c, " ") end print()
for p, c in utf8.codes("") do print("never") end
print(pcall(function() for p, c in utf8.codes("ab\xffcd") do io.write(p, " ") end end))
print(pcall(function() for p, c in utf8.codes("\xe2\x82") do end end))
for p, c in utf8.codes("\u{7FF}\u{800}") do io.write(p, ":", c, " ") end print()
print(pcall(function() for p, c in utf8.codes("\xed\xa0\x80") do io.write(c, " ") end end))
print(pcall(function() for p, c in utf8.codes("\xed\xa0\x80", true) do io.write(c, " ") end end))

-- A pattern read with a leading '^' as an anchor (find, match, gsub) and the same text read by gmatch,
-- where '^' is a literal, are different patterns: find's "^a" must not answer for gmatch's "^^a".
print(string.find("xa", "^a"), string.find("ab", "^a"))
local t = {}
for m in string.gmatch("a ^^a ^a", "^^a") do t[#t + 1] = m end
print(#t, table.concat(t, ","))
print(string.gsub("^a^^a", "^^a", "X"))
for m in string.gmatch("^a", "^a") do io.write("[", m, "]") end print()
for m in string.gmatch("^^b ^b b", "^^b") do io.write("[", m, "]") end print()
print(string.match("^b", "^^b"), string.match("^^b", "^^b"), string.find("b^b", "^b"))
for m in string.gmatch("x^y ^y", "^y") do io.write("[", m, "]") end print()
print(string.gsub("^y^^y", "^^y", "Z"), string.gsub("y^y", "^y", "Z"))

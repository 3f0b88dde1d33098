-- rep with separators of all sizes
for n = 0, 4 do print(n, "[" .. string.rep("x", n, ", ") .. "]", "[" .. string.rep("", n, "-") .. "]") end
print(#string.rep("ab", 1000, "\0"), string.rep("ab", 3, "\0") == "ab\0ab\0ab")
print(string.rep("a", 3, 1), string.rep(1, 3, 2.5))
print(pcall(function() return string.rep("a", 3, {}) end))

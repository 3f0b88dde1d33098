-- gsub's fourth argument
for _, n in ipairs({0, 1, 2, 3, 10, -1}) do
  print(n, string.gsub("a a a", "a", "b", n))
end
print(string.gsub("abc", "", "-", 2))
print(string.gsub("abc", "%w", "%0%0", 2.0))
print(string.gsub("abc", "%w", "x", "2"))
print(pcall(function(...) return string.gsub(...) end, "abc", "%w", "x", 1.5))
print(pcall(function(...) return string.gsub(...) end, "abc", "%w", "x", {}))
print(string.gsub("abc", "%w", "x", math.maxinteger))
print(string.gsub("abc", "%w", "x", math.mininteger))

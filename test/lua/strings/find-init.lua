-- init argument of find/match: negative, zero, past the end
local s = "one two three"
for _, init in ipairs({1, 0, -1, -5, -13, -14, -100, 5, 13, 14, 15, 100}) do
  print(init, string.find(s, "%a+", init), string.match(s, "%a+", init))
end
print(string.find("", ""), string.find("", "", 1), string.find("", "", 2))
print(string.match("", ".*"), string.match("", ".*", 2))
print(string.find("abc", "^", 4), string.find("abc", "^", 5))
print(string.find("abc", "b", 2.0), pcall(function() return string.find("abc", "b", 1.5) end))

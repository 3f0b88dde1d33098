-- string comparison is bytewise (C locale) with shorter prefixes first
local pairs_ = {{"a", "b"}, {"a", "a"}, {"abc", "abd"}, {"ab", "abc"}, {"", "a"}, {"Z", "a"}, {"10", "9"},
  {"a\0b", "a\0c"}, {"a\0", "a"}, {"\xff", "a"}, {"é", "z"}, {" ", "!"}, {"A", "a"}}
for _, p in ipairs(pairs_) do
  local a, b = p[1], p[2]
  print(string.format("%q %q", a, b), a < b, a <= b, a > b, a >= b, a == b)
end

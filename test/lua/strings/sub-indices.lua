-- string.sub with every kind of index
local s = "hello world"
local cases = { {1}, {3}, {-3}, {0}, {100}, {-100}, {1, 5}, {-5, -1}, {3, 2}, {0, 0}, {1, 0},
  {-100, 3}, {5, 100}, {7, -1}, {-1, -1}, {2, -2}, {math.mininteger, math.maxinteger}, {math.maxinteger}, {12}, {11} }
for _, c in ipairs(cases) do
  print(c[1], c[2], "[" .. string.sub(s, c[1], c[2]) .. "]")
end
print(string.sub("abc", 2.0), string.sub("abc", "2", "-1"))
print(("abcdef"):sub(2, 4), ("abcdef"):sub(-2))
print(string.sub(123456, 2, 4))

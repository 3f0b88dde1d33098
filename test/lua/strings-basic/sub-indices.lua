-- string.sub with positive, negative, zero and out-of-range indices
local s = "hello world"
local cases = {{1, 5}, {7}, {-5}, {-5, -2}, {0}, {0, 3}, {3, 2}, {-100, 3}, {5, 100}, {12}, {11, 11}, {-1, -1},
  {math.mininteger, math.maxinteger}, {2, -2}, {-3, 20}}
for _, c in ipairs(cases) do
  print(c[1], c[2], "[" .. s:sub(c[1], c[2]) .. "]")
end
print("[" .. (""):sub(1, 1) .. "]") 

for _, p in ipairs({{7, 3}, {-7, 3}, {7, -3}, {-7, -3}, {7.5, 2}, {-7.5, 2}, {7, 0.5}}) do
  local a, b = p[1], p[2]
  print(a, b, a // b, a % b)
end
print(pcall(function() return 1 // 0 end))
print(pcall(function() return 1 % 0 end))
print(1 // 0.0, -1 // 0.0, 1 % math.huge, -1 % math.huge)
print(math.mininteger // -1, math.mininteger % -1)

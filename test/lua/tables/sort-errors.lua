-- table.sort errors: incomparable values, bad comparator, invalid order function
print(pcall(table.sort, {3, "a", 1}))
print(pcall(table.sort, {{}, {}}))
print(pcall(table.sort, {1, 2}, 3))
print(pcall(table.sort, nil))
print(pcall(table.sort, {3, 2, 1}, function(a, b) error("cmp failed") end))
print(pcall(table.sort, {3, 2, 1}, function(a, b) error({code = 1}) end) == false)
local ok, err = pcall(table.sort, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16},
  function(a, b) return true end)
print(ok, err)

-- return from inside nested loops in a function returns immediately with all values
local function find(matrix, target)
  for r, row in ipairs(matrix) do
    for c, v in ipairs(row) do
      if v == target then return r, c, v end
    end
  end
  return nil, "not found"
end
local m = {{1, 2, 3}, {4, 5, 6}}
print(find(m, 5))
print(find(m, 7))
print(select("#", find(m, 1)))

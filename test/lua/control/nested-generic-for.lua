-- nested generic for loops over arrays build a cartesian product in order
local colors = {"red", "green"}
local sizes = {"S", "M", "L"}
local out = {}
for _, c in ipairs(colors) do
  for _, s in ipairs(sizes) do out[#out + 1] = c .. "-" .. s end
end
print(#out, table.concat(out, " "))
local total = 0
for i, row in ipairs({{1, 2}, {3, 4, 5}, {}}) do
  for j, v in ipairs(row) do total = total + i * j * v end
end
print(total)

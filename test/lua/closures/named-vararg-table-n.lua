-- collecting varargs into a table and iterating with the stored count
local function collect(...) return {n = select("#", ...), ...} end
local c = collect("a", nil, "c", nil)
print(c.n, #c >= 1)
for i = 1, c.n do io.write(i, "=", tostring(c[i]), " ") end print()
local function joiner(sep, ...)
  local parts = {}
  for i = 1, select("#", ...) do parts[i] = tostring((select(i, ...))) end
  return table.concat(parts, sep)
end
print(joiner(",", 1, nil, true, 2.5))
print(joiner("-"))

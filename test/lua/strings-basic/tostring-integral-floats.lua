-- tostring distinguishes integral floats (with .0) from integers in every context
local vals = {1, 1.0, -1, -1.0, 0, 0.0, 2^31, 2^31 | 0, 1e3, 1000, 3 / 3, 3 // 3, 7 // 2.0, math.floor(3.5), math.huge // 1}
local out = {}
for i, v in ipairs(vals) do out[i] = tostring(v) end
print(table.concat(out, " "))
print(string.format("%s %s", 1.0, 1), 1.0 .. "|" .. 1)

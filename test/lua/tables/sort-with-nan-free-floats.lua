-- sorting mixed integers and floats (all distinct values) compares numerically across subtypes
local t = {3, 1.5, 2, -1, 2.5, 0.5, math.maxinteger, math.mininteger, 1e300, -1e300, 0, -0.25}
table.sort(t)
local out = {}
for i, v in ipairs(t) do out[i] = tostring(v) end
print(table.concat(out, " "))

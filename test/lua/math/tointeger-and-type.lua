-- math.tointeger and math.type on a range of inputs
local vals = {0, 1.0, -1.5, 2^31, 2^62, 2^63, -2^63, 1/0, "5"}
for _, v in ipairs(vals) do print(tostring(v), math.type(v), math.tointeger(v)) end

-- math.tointeger converts only integral floats/ints (5.4.4 also converts numeric strings)
local cases = {3, 3.0, 3.5, -0.0, 2^53, 2^63, -2^63, 1e100, 0/0, 1/0, -1/0, "8", "8.0", "x", true}
for i, v in ipairs(cases) do
  local ok, r = pcall(math.tointeger, v)
  print(i, ok, r, math.type(r))
end
print(pcall(math.tointeger))
print(math.tointeger(math.maxinteger + 0.0), math.tointeger(math.mininteger + 0.0))

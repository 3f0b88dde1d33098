-- %q output read back with tonumber (hex floats, integers)
local vals = {0.1, -2.5, 1e300, 5e-324, 2^53 + 0.0, 123456789, -0.0, 1/3, math.pi, 1e-300}
for _, v in ipairs(vals) do
  local q = string.format("%q", v)
  local back = tonumber(q)
  print(q, back == v, math.type(back))
end
print(string.format("%q", 2^63), string.format("%q", -2^63), string.format("%q", math.mininteger + 1))

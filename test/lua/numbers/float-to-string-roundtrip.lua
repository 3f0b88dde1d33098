-- tostring loses precision at 14 digits; %.17g round-trips through tonumber
local vals = {0.1, 1/3, 2/3, math.pi, 1e-300, 123456789.123456789, 2^53 - 1.0, 5e-324}
for _, v in ipairs(vals) do
  local s14 = tostring(v)
  local s17 = string.format("%.17g", v)
  print(s14, s17, tonumber(s14) == v, tonumber(s17) == v)
end

-- %g and %G: switching between fixed and exponent forms
local vals = {0, -0.0, 1, 0.1, 100000, 1000000, 1e15, 1e16, 1e-4, 1e-5, 123456789012, 0.0001234, 1/3, 2^53, 2^63, 1e300, 5e-324, 99999.95, 999999.5, 0.5}
for _, f in ipairs({"%g", "%G", "%.0g", "%.1g", "%.3g", "%.10g", "%.14g", "%.17g", "%#g", "%#.3g", "%10g|", "%-10g|", "%+g", "%010g", "%.20g"}) do
  local out = {}
  for _, v in ipairs(vals) do out[#out + 1] = string.format(f, v) end
  print(f, table.concat(out, " "))
end

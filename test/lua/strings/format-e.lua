-- %e and %E
local vals = {0, -0.0, 1, -1, 0.1, 1/3, 123456.789, 1e-10, 1e100, 1e300, 5e-324, 2.5, 1.5e-7, 9.9999999, 0.00001, 12345678901234567890}
for _, f in ipairs({"%e", "%E", "%.0e", "%#.0e", "%.2e", "%.10e", "%12.3e", "%-12.3e|", "%+e", "% e", "%015.4e", "%.20e"}) do
  local out = {}
  for _, v in ipairs(vals) do out[#out + 1] = string.format(f, v) end
  print(f, table.concat(out, " "))
end

-- %f and %F, including huge and tiny values
local vals = {0, -0.0, 1, -1, 0.1, 1/3, 2/3, 123456.789, 1e-10, 1e15, 1e16, 1e21, 1e22, 2^63, 0.5, 1.5, 2.5, 0.125, 0.375, 1e-5, 999.9995}
for _, f in ipairs({"%f", "%.0f", "%#.0f", "%.1f", "%.2f", "%.3f", "%10.2f", "%-10.2f|", "%+.1f", "% .1f", "%010.3f", "%.15f", "%5.0f"}) do
  local out = {}
  for _, v in ipairs(vals) do out[#out + 1] = string.format(f, v) end
  print(f, table.concat(out, " "))
end
print(string.format("%f", 1e300))
print(string.format("%.99f", 0.1))
print(string.format("%.50f", 5e-324))
print(pcall(string.format, "%F", 1.5))

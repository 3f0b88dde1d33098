-- %a and %A (hexadecimal floats, as glibc prints them)
local vals = {0, -0.0, 1, -1, 0.1, 0.5, 1.5, 3.0, 255.5, 1e100, 5e-324, 2.2250738585072014e-308, 1/3, 2^-1074 * 3, 1.9999999999999998}
for _, f in ipairs({"%a", "%A", "%.0a", "%.1a", "%.3a", "%.13a", "%.15a", "%#a", "%#.0a", "%20a|", "%-20a|", "%+a", "% a", "%020a"}) do
  local out = {}
  for _, v in ipairs(vals) do out[#out + 1] = string.format(f, v) end
  print(f, table.concat(out, " "))
end

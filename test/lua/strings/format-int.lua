-- %d %i with flags, width, precision, and edge integers
local vals = {0, 1, -1, 42, -42, 123456789, math.maxinteger, math.mininteger, 3.0, -0.0, "17", "0x10", 2^53}
local fmts = {"%d", "%i", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%8.3d", "%-8.3d|", "%+.0d", "%.0d", "%+05d", "% 05d", "%020d", "%-+8d|"}
for _, f in ipairs(fmts) do
  local out = {}
  for _, v in ipairs(vals) do out[#out + 1] = string.format(f, v) end
  print(f, table.concat(out, " "))
end

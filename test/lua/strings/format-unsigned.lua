-- %u %o %x %X (two's complement for negatives) with # and precision
local vals = {0, 1, 255, -1, 4096, math.maxinteger, math.mininteger, 8.0, -255}
local fmts = {"%u", "%o", "%x", "%X", "%#o", "%#x", "%#X", "%8x", "%-8x|", "%08x", "%.4x", "%#.4x", "%#08x", "%.0x", "%#.0o", "%#10.4X", "%010u"}
for _, f in ipairs(fmts) do
  local out = {}
  for _, v in ipairs(vals) do out[#out + 1] = string.format(f, v) end
  print(f, table.concat(out, " "))
end

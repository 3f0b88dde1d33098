-- a deterministic sweep of integers through integer conversions
local seed = 99
local function rnd() seed = (seed * 6364136223846793005 + 1442695040888963407); return seed end
local fmts = {"%d", "%5d", "%-12d|", "%+d", "%x", "%X", "%#x", "%o", "%u", "%.20d", "%020d", "%#o", "%c"}
for i = 1, 60 do
  local v = rnd() >> (i % 64)
  if i % 3 == 0 then v = -v end
  local out = {}
  for _, f in ipairs(fmts) do
    if f == "%c" then out[#out + 1] = string.format("%d", string.byte(string.format(f, v % 256))) else out[#out + 1] = string.format(f, v) end
  end
  print(table.concat(out, " "))
end

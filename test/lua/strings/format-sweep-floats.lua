-- a deterministic sweep of floats through many conversions (LCG, no math.random)
local seed = 12345
local function rnd() seed = (seed * 1103515245 + 12345) % 2147483648; return seed end
local fmts = {"%e", "%.3e", "%.0e", "%f", "%.2f", "%.0f", "%g", "%.3g", "%.10g", "%.17g", "%#g", "%a", "%.2a", "%12.4f", "%-12.3g|", "%+.5e", "%.14g"}
for i = 1, 150 do
  local e = rnd() % 80 - 49
  local x = tonumber(rnd() .. "e" .. e) -- not m * 10.0^e: pow rounding is not what is tested here
  if rnd() % 2 == 0 then x = -x end
  if i % 10 == 0 then x = math.floor(x * 1000) / 8 end -- exact binary fractions: ties for %.Nf
  local out = {}
  for _, f in ipairs(fmts) do out[#out + 1] = string.format(f, x) end
  print(table.concat(out, " "))
end

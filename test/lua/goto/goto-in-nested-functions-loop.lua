-- continue via goto combined with closures capturing per-iteration locals
local fs = {}
for i = 1, 6 do
  local v = i * i
  if v % 2 == 1 then goto continue end
  fs[#fs + 1] = function() return v end
  ::continue::
end
for _, f in ipairs(fs) do io.write(f(), " ") end print()

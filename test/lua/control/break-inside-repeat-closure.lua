-- break inside repeat with closures capturing the loop local
local fs = {}
local i = 0
repeat
  i = i + 1
  local v = i * 2
  fs[#fs + 1] = function() return v end
  if v >= 6 then break end
until false
print(#fs, fs[1](), fs[2](), fs[3]())

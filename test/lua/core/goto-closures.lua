local fs = {}
local i = 1
::top::
do
  local v = i * 10
  fs[#fs + 1] = function() return v end
end
i = i + 1
if i <= 3 then goto top end
print(fs[1](), fs[2](), fs[3]())

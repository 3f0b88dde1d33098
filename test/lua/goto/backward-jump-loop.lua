-- backward goto implements a loop; each pass creates a fresh local for closures
local i = 1
local fs = {}
::top::
local x = i
fs[#fs + 1] = function() return x end
i = i + 1
if i <= 3 then goto top end
print(fs[1](), fs[2](), fs[3]())
local n = 0
::again::
n = n + 1
if n < 100 then goto again end
print(n)

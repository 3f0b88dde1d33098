local n = 0
::top::
n = n + 1
if n < 5 then goto top end
print(n)
local k = 1
do
  ::again::
  k = k * 2
  if k < 100 then goto again end
end
print(k)
local x = 0
::loop::
local y = x * 2
x = x + 1
if x < 4 then goto loop end
print(x, y)

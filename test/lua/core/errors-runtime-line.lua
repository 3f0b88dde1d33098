local t = {}
local x = 1
local y =
  t.a.b
print(y)

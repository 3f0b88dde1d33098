-- __index chains through several tables; rawget bypasses them
local a = {x = "a.x"}
local b = setmetatable({y = "b.y"}, {__index = a})
local c = setmetatable({z = "c.z"}, {__index = b})
print(c.x, c.y, c.z, c.w)
print(rawget(c, "x"), rawget(c, "z"))
a.w = "late"
print(c.w)
c.x = "own"
print(c.x, a.x)

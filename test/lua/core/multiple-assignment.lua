local a, b, c = 1, 2
print(a, b, c)
a, b = b, a
print(a, b)
local x, y, z = (function() return 1, 2, 3 end)()
print(x, y, z)
local p, q = ((function() return 1, 2 end)())
print(p, q)
local t = {}
local i = 1
i, t[i] = i + 1, 20
print(i, t[1], t[2])
local u = {}
u.x, u.y, u.z = 1, 2
print(u.x, u.y, u.z)
local m, n = 1, 2, print("extra evaluated")
print(m, n)

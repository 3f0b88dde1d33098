-- multiple assignment evaluates all expressions before assigning
local a, b, c = 1, 2
print(a, b, c)
a, b = b, a
print(a, b)
local t = {1, 2, 3}
local i = 1
i, t[i] = i + 1, "set"
print(i, t[1], t[2])
local x, y = (function() return 1, 2 end)()
print(x, y)
local p, q, r = (function() return 1, 2 end)(), 10
print(p, q, r)
local u = {}
u.x, u.y, u.z = "X", "Y"
print(u.x, u.y, u.z)
local s1, s2 = "only"
print(s1, s2)
local n1, n2 = 1, 2, 3
print(n1, n2)

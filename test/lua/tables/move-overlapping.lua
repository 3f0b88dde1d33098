-- table.move copies ranges forward and backward, within and between tables
local function show(t, n) local r = {} for i = 1, n do r[i] = tostring(t[i]) end return table.concat(r, ",") end
local t = {1, 2, 3, 4, 5}
table.move(t, 1, 3, 3)
print(show(t, 5))
t = {1, 2, 3, 4, 5}
table.move(t, 3, 5, 1)
print(show(t, 5))
local a, b = {1, 2, 3}, {}
local r = table.move(a, 1, 3, 2, b)
print(r == b, show(b, 4))
print(show(table.move({1, 2, 3}, 1, 0, 1, {9}), 1))
local z = table.move({1, 2, 3}, 1, 3, 1)
print(show(z, 3))
print(pcall(table.move, {1}, -1, math.maxinteger, 2))
print(pcall(table.move, {1}, 1, 1))
local neg = table.move({1, 2, 3}, 1, 3, -1)
print(neg[-1], neg[0], neg[1], neg[2], neg[3])

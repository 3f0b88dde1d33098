-- in multiple assignment the table and key of each target are evaluated before any assignment
local a = {name = "a"}
local b = {name = "b"}
local cur = a
cur.next, cur = b, b
print(a.next == b, cur == b, b.next)
local t = {1, 2, 3}
local i = 1
t[i], i = 10, 2
print(t[1], t[2], i)
i = 1
i, t[i] = 3, 20
print(t[1], t[3], i)
local x = {v = 1}
local y = {v = 2}
local p = x
p.v, p, p.v = 100, y, 200
print(x.v, y.v, p == y)
local prev, node = nil, {value = 1, next = {value = 2, next = {value = 3}}}
while node do node.next, prev, node = prev, node, node.next end
local out = {}
while prev do out[#out + 1] = prev.value prev = prev.next end
print(table.concat(out, " "))

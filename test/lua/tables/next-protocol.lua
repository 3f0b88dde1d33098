-- next(t) and next(t, k) protocol, including errors and clearing fields during traversal
print(next({}))
local k, v = next({"only"})
print(k, v, next({"only"}, 1))
local t = {1, 2, 3}
local cnt = 0
for key in pairs(t) do t[key] = nil cnt = cnt + 1 end
print("cleared", cnt, next(t))
print(pcall(next, {}, "nokey"))
print(pcall(next))
local a = {x = 1}
local key = next(a)
print(key, a[key])
local m = {}
for i = 1, 5 do m["k" .. i] = i end
local sum = 0
for kk, vv in next, m do sum = sum + vv end
print("sum via next", sum)

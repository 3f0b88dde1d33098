local x = 1
do local x = x + 1; print(x) end
print(x)
local x = x * 10
print(x)
local function f(x) local x = x or "default"; return x end
print(f(), f(5))
local a = 1
local a, b = a + 1, a + 2
print(a, b)
for x = 1, 2 do local x = x * 100; io.write(x, " ") end print(x)
global1 = "g"
local global1 = "l"
print(global1, _G.global1)

-- pairs over pure array tables visits 1..n in order
local t = {"a", "b", "c", "d", "e"}
for k, v in pairs(t) do io.write(k, "=", v, " ") end print()
local u = {}
for i = 1, 20 do u[i] = i * 10 end
local s = 0
for k, v in pairs(u) do io.write(k, " ") s = s + v end print(s)
local count = 0
for k in pairs({}) do count = count + 1 end
print("empty", count)

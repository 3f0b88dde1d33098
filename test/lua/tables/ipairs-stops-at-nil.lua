-- ipairs iterates from 1 until the first nil, ignoring holes after it and hash keys
local t = {1, 2, nil, 4, x = "x"}
for i, v in ipairs(t) do io.write(i, "=", v, " ") end print()
local u = {[1] = "a", [2] = "b", [4] = "d"}
for i, v in ipairs(u) do io.write(i, "=", v, " ") end print()
local n = 0
for _ in ipairs({}) do n = n + 1 end print("empty", n)
local grow = {1}
for i, v in ipairs(grow) do if i < 5 then grow[i + 1] = v * 2 end io.write(v, " ") end print()
local z = {[0] = "zero", "one"}
for i, v in ipairs(z) do io.write(i, "=", v, " ") end print()
print(ipairs({}) ~= nil, select("#", ipairs({})))
local f, s, i = ipairs({10, 20})
print(type(f), type(s), i, f(s, i), f(s, 1), f(s, 2))
print(pcall(ipairs))

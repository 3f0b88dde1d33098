-- math.random after math.randomseed(n) reproduces lua5.4's xoshiro256** sequence
math.randomseed(42)
local t = {}
for i = 1, 10 do t[i] = math.random(1, 100) end
print(table.concat(t, " "))
math.randomseed(42)
local u = {}
for i = 1, 10 do u[i] = math.random(1, 100) end
print(table.concat(u, " ") == table.concat(t, " "))
math.randomseed(0)
for i = 1, 5 do io.write(math.random(6), " ") end print()
math.randomseed(123456789)
for i = 1, 5 do io.write(math.random(-1000, 1000), " ") end print()

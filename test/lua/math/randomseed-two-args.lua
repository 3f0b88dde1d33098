-- math.randomseed with two integers and with floats selects reproducible streams
math.randomseed(1, 2)
local a = {}
for i = 1, 5 do a[i] = math.random(1000) end
print(table.concat(a, " "))
math.randomseed(1, 3)
local b = {}
for i = 1, 5 do b[i] = math.random(1000) end
print(table.concat(b, " "))
math.randomseed(1)
local c = {}
for i = 1, 5 do c[i] = math.random(1000) end
print(table.concat(c, " "))
math.randomseed(1, 0)
local d = {}
for i = 1, 5 do d[i] = math.random(1000) end
print(table.concat(d, " "), table.concat(c, " ") == table.concat(d, " "))
math.randomseed(-5)
print(math.random(1 << 32))
math.randomseed(2.0)
local e = math.random(100)
math.randomseed(2)
print(e == math.random(100))

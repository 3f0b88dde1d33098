-- numeric for loops near math.maxinteger/mininteger do not overflow or loop forever
local max, min = math.maxinteger, math.mininteger
local n = 0
for i = max - 2, max do n = n + 1; io.write(i, " ") end print("count", n)
n = 0
for i = min + 2, min, -1 do n = n + 1; io.write(i, " ") end print("count", n)
n = 0
for i = max - 10, max, 4 do n = n + 1; io.write(i, " ") end print("count", n)
n = 0
for i = min, min + 10, 5 do n = n + 1; io.write(i, " ") end print("count", n)
n = 0
for i = 1, 0 do n = n + 1 end print("empty", n)
n = 0
for i = max, max do n = n + 1 end print("single max", n)
n = 0
for i = min, max, max do n = n + 1; io.write(i, " ") end print("big step", n)
n = 0
for i = max, min, min do n = n + 1; io.write(i, " ") end print("big neg step", n)
n = 0
for i = 0, max, 2^62 do n = n + 1 end print("float step huge", n)
print(pcall(function() for i = 1, 10, 0 do end end))
print(pcall(function() for i = 1.0, 10, 0.0 do end end))
print(pcall(function() for i = "a", 10 do end end))
print(pcall(function() for i = 1, {} do end end))
print(pcall(function() for i = 1, 2, "x" do end end))
for i = 1, 3.7 do io.write(i, ",", math.type(i), " ") end print()
for i = 3, 1.5, -1 do io.write(i, " ") end print()
for i = 1, math.huge do if i > 3 then break end io.write(i, " ") end print("huge limit")
for i = -1, -math.huge, -1 do if i < -3 then break end io.write(i, " ") end print("-huge limit")
for i = 1, 0.5 do print("never") end
for i = max - 1, 1e100 do io.write(i, " ") end print("float limit > max")
for i = min + 1, -1e100, -1 do io.write(i, " ") end print("float limit < min")

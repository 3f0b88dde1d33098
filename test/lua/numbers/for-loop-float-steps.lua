-- numeric for with float start/limit/step: accumulates by repeated addition, float subtype
for i = 0, 1, 0.25 do io.write(i, " ") end print()
for i = 1, 0, -0.25 do io.write(i, " ") end print()
local n = 0
for i = 0, 1, 0.1 do n = n + 1 end print("0..1 by 0.1 iterations", n)
n = 0
for i = 0.1, 1.0, 0.1 do n = n + 1; io.write(string.format("%.17g ", i)) end print(n)
for i = 1.0, 3 do io.write(i, math.type(i), " ") end print()
for i = 1, 3, 1.0 do io.write(i, math.type(i), " ") end print()
for i = 1, 2, 0.5 do io.write(i, " ") end print()
for i = -0.0, 0 do io.write(i, " ") end print()
for i = 2^52, 2^52 + 2 do io.write(string.format("%.0f ", i)) end print()
local v = 5
for i = 1, v do v = 2 io.write(i, " ") end print("limit evaluated once")
for i = 1, 3 do local j = i; i = 10; io.write(j, ":", i, " ") end print("loop var copy")

-- float for loops precompute the iteration; the count depends on float rounding
local n = 0
for x = 0.1, 0.3, 0.1 do n = n + 1 end
print("0.1..0.3 step 0.1:", n)
n = 0
for x = 1, 2, 1/3 do n = n + 1 io.write(string.format("%.4f ", x)) end print(n)
n = 0
for x = 10, 9, -0.25 do n = n + 1 io.write(x, " ") end print(n)
for x = 1, 3, 2^-1 do io.write(x, " ") end print()

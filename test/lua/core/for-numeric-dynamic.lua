-- start (or step) only known at run time: forPrep decides the kind of loop
local s, e = 5, 10
for i = s, e, -1 do io.write("never") end
for i = e, s, -2 do io.write(i, " ") end print()
for i = s + 0.5, e do io.write(tostring(i), " ") end print()
for i = s, s do io.write(i, " ") end print()
local big = math.maxinteger - 1
for i = big, math.maxinteger, 1 do io.write(i, " ") end print()
for i = -big, math.mininteger, -1 do io.write(i, " ") end print()
for i = big, big - 2, -1 do io.write(i, " ") end print()
local st = 3
for i = 1, 10, st do io.write(i, " ") end print()
for i = 10, 1, -st do io.write(i, " ") end print()
local f = 0.0 / 0.0
for i = 1, f do io.write("never") end
for i = s, f, -1 do if i < 0 then break end io.write(i, " ") end print()
print("done")

for i = 1, 3 do io.write(i, " ") end print()
for i = 3, 1, -1 do io.write(i, " ") end print()
for i = 1, 10, 3 do io.write(i, " ") end print()
for i = 10, 1, -4 do io.write(i, " ") end print()
for i = 1, 0 do io.write("never") end print("empty")
for i = 1, 3 do local i = i * 2; io.write(i, " ") end print()
for i = 1, 3 do i = i * 10; io.write(i, " ") end print()
local n = 4
for i = n, 1, -1 do io.write(i, " ") end print()
local s = 2
for i = 1, 9, s do io.write(i, " ") end print()
for i = 1, 2.5 do io.write(i, " ") end print()
for i = -2, -1 do io.write(i, " ") end print()

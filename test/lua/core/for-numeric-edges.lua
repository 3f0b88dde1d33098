local count = 0
for i = math.maxinteger - 2, math.maxinteger do count = count + 1; io.write(i, " ") end
print(count)
count = 0
for i = math.mininteger, math.mininteger + 2 do count = count + 1; io.write(i, " ") end
print(count)
count = 0
for i = math.mininteger + 2, math.mininteger, -1 do count = count + 1; io.write(i, " ") end
print(count)
for i = 1, 3, math.maxinteger do io.write(i, " ") end print()
for i = -1, -3, math.mininteger do io.write(i, " ") end print()
for i = math.maxinteger, math.maxinteger - 1 do io.write("never") end print("empty")
for i = 1, 1e300 do if i > 2 then break end io.write(i, " ") end print()
for i = 0, -1e300, -1 do if i < -2 then break end io.write(i, " ") end print()
for i = 1, "3" do io.write(i, " ") end print()
for i = "1", 2 do io.write(tostring(i), " ") end print()

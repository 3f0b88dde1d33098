-- # after removing elements from the end of a sequence and refilling
local t = {}
for i = 1, 16 do t[i] = i end
for i = 16, 9, -1 do t[i] = nil end
print(#t)
for i = 9, 12 do t[i] = i end
print(#t)
t[#t] = nil
print(#t)
local s = {}
for i = 1, 5 do s[#s + 1] = i end
while #s > 0 do io.write(table.remove(s), " ") end print(#s)

-- table.remove shifts later elements down and table.insert shifts them up
local t = {"a", "b", "c", "d", "e"}
table.remove(t, 2)
print(#t, table.concat(t))
table.insert(t, 3, "X")
print(#t, table.concat(t))
while #t > 0 do table.remove(t, 1) end
print(#t, t[1])
local big = {}
for i = 1, 100 do big[i] = i end
for i = 1, 50 do table.remove(big, 1) end
print(#big, big[1], big[50], big[51])

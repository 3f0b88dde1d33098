-- table.sort with the default < on numbers and strings
local t = {5, 2, 8, 1, 9, 3, 7, 4, 6, 0}
table.sort(t)
print(table.concat(t, " "))
local s = {"banana", "apple", "Cherry", "date", "apple2", "", "B"}
table.sort(s)
print(table.concat(s, " "))
local m = {3.5, 1, -2, 2.25, 0, -0.5, 10}
table.sort(m)
print(table.concat(m, " "))
local one = {1}
table.sort(one)
print(one[1])
local e = {}
table.sort(e)
print(#e)
local big = {}
for i = 1, 200 do big[i] = (i * 37) % 101 end
table.sort(big)
local ok = true
for i = 2, #big do if big[i - 1] > big[i] then ok = false end end
print("sorted 200", ok, big[1], big[200])

-- table.insert and table.remove at the ends, in the middle, and their returned values
local t = {}
table.insert(t, "a"); table.insert(t, "b"); table.insert(t, 1, "z"); table.insert(t, 2, "y")
print(#t, table.concat(t, ","))
table.insert(t, #t + 1, "end")
print(table.concat(t, ","))
print(table.remove(t), table.concat(t, ","))
print(table.remove(t, 1), table.concat(t, ","))
print(table.remove(t, 2), table.concat(t, ","))
print(table.remove({}), select("#", table.remove({})))
local e = {}
print(table.remove(e, 0), table.remove(e, #e), #e)
local one = {"only"}
print(table.remove(one, 1), #one)
local z = {[0] = "zero"}
print(table.remove(z, 0), z[0])
local x = {1, 2, 3}
print(table.remove(x, #x + 1), #x)
print(table.insert(x, 4))
print(table.concat(x, ","))

-- getmetatable on values of each type; only strings have a default metatable
print(getmetatable({}), getmetatable(1), getmetatable(true), getmetatable(print))
local smt = getmetatable("")
print(type(smt), type(smt.__index), smt.__index == string)
local keys = {}
for k in pairs(smt) do keys[#keys + 1] = k end
table.sort(keys)
print(table.concat(keys, " "))
print(pcall(getmetatable))

-- for-loop start, limit and step expressions are evaluated once, before the loop
local log = {}
local function v(name, x) log[#log + 1] = name return x end
for i = v("start", 1), v("limit", 3), v("step", 1) do log[#log + 1] = "body" .. i end
print(table.concat(log, " "))
local t = {1, 2, 3}
local n = 0
for i = 1, #t do t[#t + 1] = i n = n + 1 end
print(n, #t)

-- table.sort with a comparator works on the table itself, as lua5.4's does: the comparator sees
-- the partly sorted table, its own writes to it are overwritten or kept as lua5.4's swaps decide,
-- an error part way leaves the swaps made so far, and a table with __index/__newindex gets the
-- very sequence of metamethod calls lua5.4 makes (lua_geti / lua_seti per element access).
local function show(t, n) local o = {} for i = 1, n do o[i] = tostring(t[i]) end return table.concat(o, ",") end

-- a comparator that records t[1] and t[#t] at every call
local t = { 5, 2, 8, 1, 9, 3, 7, 4, 6, 10, 0 }
local seen = {}
table.sort(t, function(a, b)
  seen[#seen + 1] = t[1] .. "/" .. t[#t]
  return a < b
end)
print(show(t, #t))
print(#seen, table.concat(seen, " "))

-- larger: a checksum of what the comparator observes at a few positions
local big = {}
local x = 7
for i = 1, 300 do x = (x * 73 + 11) % 1009; big[i] = x end
local h = 0
table.sort(big, function(a, b)
  h = (h * 31 + big[1] + big[150] * 7 + big[300] * 13) % 1000003
  return a > b
end)
print(h, big[1], big[150], big[300])

-- a comparator that writes into the table
local w = { 4, 3, 2, 1, 8, 7, 6, 5 }
local calls = 0
table.sort(w, function(a, b)
  calls = calls + 1
  if calls == 3 then w[8] = 100 end
  if calls == 6 then w[2] = -1 end
  return a < b
end)
print(calls, show(w, 8))

-- an error part way: the swaps made so far stay
local e = { 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 12, 13, 14, 15 }
local k = 0
print(pcall(table.sort, e, function(a, b)
  k = k + 1
  if k == 12 then error("stop at 12", 0) end
  return a < b
end))
print(show(e, #e))

-- invalid order function: the table as lua5.4 leaves it
local inv = {}
for i = 1, 40 do inv[i] = (i * 17) % 41 end
print(pcall(table.sort, inv, function(a, b) return true end))
print(show(inv, 40))

-- a proxy: every access goes through __index / __newindex, logged
local real = { 3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5 }
local log = {}
local proxy = setmetatable({}, {
  __index = function(_, i) log[#log + 1] = "r" .. i; return real[i] end,
  __newindex = function(_, i, v) log[#log + 1] = "w" .. i .. "=" .. v; real[i] = v end,
  __len = function() return #real end,
})
table.sort(proxy, function(a, b) return a < b end)
print(show(real, #real))
print(#log, table.concat(log, " "))

-- a table with a metatable but raw values: no metamethod runs
local plain = setmetatable({ 5, 4, 3, 2, 1 }, { __index = function() error("not called") end })
table.sort(plain, function(a, b) return a < b end)
print(show(plain, 5))

-- the comparator gets nil after it removed an element (lua reads the hole)
local holes = { 6, 5, 4, 3, 2, 1 }
local removed = false
print(pcall(table.sort, holes, function(a, b)
  if not removed then removed = true; holes[3] = nil end
  if a == nil or b == nil then return false end
  return a < b
end))
print(show(holes, 6))

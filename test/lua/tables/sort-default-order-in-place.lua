-- table.sort without a comparator on values lua's `<` orders through `__lt` (and on tables with
-- `__index`/`__newindex`): lua5.4 sorts the table in place, so an `__lt` that reads the table sees
-- it partly sorted, a proxy sees every lua_geti/lua_seti in auxsort's order, and an error part
-- way leaves the swaps made so far.
local V = {}
local t
local seen = {}
V.__lt = function(a, b)
  if #seen < 40 then seen[#seen + 1] = t[1].v .. "/" .. t[#t].v end
  return a.v < b.v
end
local function mk(v) return setmetatable({ v = v }, V) end
local function show(x)
  local out = {}
  for i = 1, #x do out[i] = type(x[i]) == "table" and x[i].v or tostring(x[i]) end
  return table.concat(out, " ")
end

t = {}
for i = 1, 12 do t[i] = mk((i * 7) % 12) end
table.sort(t)
print(show(t))
print(table.concat(seen, ","))

-- a checksum of what __lt sees of the whole table on a larger sort
local sum, calls = 0, 0
V.__lt = function(a, b)
  calls = calls + 1
  for i = 1, #t, 17 do sum = (sum * 31 + t[i].v) % 1000003 end
  return a.v < b.v
end
t = {}
for i = 1, 300 do t[i] = mk((i * 37) % 101) end
table.sort(t)
print(calls, sum, show(t):sub(1, 60))

-- an __lt that writes into the table
V.__lt = function(a, b)
  if a.v == 5 then t[#t].v = t[#t].v + 0 end
  return a.v < b.v
end
t = {}
for i = 1, 10 do t[i] = mk(10 - i) end
table.sort(t)
print(show(t))

-- an error part way: the swaps before it stay
local n = 0
V.__lt = function(a, b)
  n = n + 1
  if n == 15 then error("stop at 15") end
  return a.v < b.v
end
t = {}
for i = 1, 16 do t[i] = mk((i * 5) % 16) end
print(pcall(table.sort, t))
print(show(t))

-- "invalid order function" with an inconsistent __lt, table left as lua5.4 leaves it
V.__lt = function(a, b) return true end
t = {}
for i = 1, 8 do t[i] = mk(i) end
print(pcall(table.sort, t))
print(show(t))

-- a proxy: every access through __index/__newindex, logged
local store = { 5, 3, 8, 1, 9, 2, 7 }
local log = {}
local proxy = setmetatable({}, {
  __index = function(_, k) log[#log + 1] = "r" .. k; return store[k] end,
  __newindex = function(_, k, v) log[#log + 1] = "w" .. k .. "=" .. v; store[k] = v end,
  __len = function() return #store end,
})
table.sort(proxy)
print(table.concat(store, " "))
print(#log, table.concat(log, " "))

-- a proxy holding strings, and one whose __index is a table (reads only through it)
local sstore = { "pear", "apple", "fig", "kiwi", "date" }
local slog = 0
local sp = setmetatable({}, {
  __index = function(_, k) slog = slog + 1; return sstore[k] end,
  __newindex = function(_, k, v) slog = slog + 100; sstore[k] = v end,
  __len = function() return #sstore end,
})
table.sort(sp)
print(table.concat(sstore, " "), slog)
local base = { 4, 2, 3, 1 }
local half = setmetatable({ [1] = 9, [3] = 0 }, { __index = base })
-- keys 2 and 4 are read from base; the sort's writes make them raw keys of half
table.sort(half, nil)
print(rawget(half, 1), rawget(half, 2), rawget(half, 3), rawget(half, 4), table.concat(base, " "))

-- mixed integers and floats (no __lt, but not one kind): still lua's order, ties kept as lua
local m = { 3, 1.0, 2, 1, 2.0, 0.5, -0.0, 0, 3.0 }
table.sort(m)
local mo = {}
for i = 1, #m do mo[i] = math.type(m[i]) .. ":" .. tostring(m[i]) end
print(table.concat(mo, " "))

-- comparing values of different kinds fails with lua's message, partial swaps kept
local bad = { 3, 1, "x", 2 }
print(pcall(table.sort, bad))
print(#bad)

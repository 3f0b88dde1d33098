-- Integer-key reads of local tables see every change of the table's array part: tables that start empty and fill up, holes, keys moving from the hash, table.insert/remove, __index on absent keys, non-table locals
local function sum(t, n)
  local s = 0
  for i = 1, n do
    local v = t[i]
    if v ~= nil then s = s + v end
  end
  return s, t[1], t[n]
end

-- a table that is empty when the function starts and fills up while it reads
local function fill_and_read(t)
  local seen = {}
  for i = 1, 6 do
    seen[#seen + 1] = tostring(t[i])
    t[i] = i * 10
    seen[#seen + 1] = tostring(t[i])
  end
  return table.concat(seen, ",")
end
print(fill_and_read({}))
print(fill_and_read({ 1, 2 }))
print(fill_and_read({ [3] = 3 }))
print(fill_and_read(setmetatable({}, { __index = function(_, k) return "idx" .. k end })))

-- an element overwritten after the array part grew, read through the same local
local function overwrite_after_growth(t)
  local before = t[1]
  for i = 1, 20 do table.insert(t, i) end
  rawset(t, #t + 1, "raw")
  t[1] = "changed"
  local after = t[1]
  t[2] = nil
  return before, after, t[2], t[3], t[#t]
end
print(overwrite_after_growth({ "a", "b", "c" }))
print(overwrite_after_growth({}))
print(overwrite_after_growth({ [1] = "h1", [2] = "h2" }))

-- keys set in the hash first, then moved into the array part by later stores
local h = {}
h[4] = 4; h[3] = 3; h[2] = 2
print("h", h[1], h[2], h[3], h[4], #h)
h[1] = 1
print("h", h[1], h[2], h[3], h[4], #h)
for i = 5, 40 do h[i] = i end
print("h", h[1], h[17], h[33], h[40], h[41], #h)
print("sum h", sum(h, 40))

-- holes, shrinking and growing through the table library
local a = { 1, 2, 3, 4, 5, 6, 7, 8 }
print("a", a[1], a[8], a[9], a[0], a[-1], a[1.0], a[2.5], a["1"])
a[4] = nil
print("a hole", a[3], a[4], a[5], #a == 8 or #a == 3)
table.remove(a)
table.remove(a, 1)
print("a removed", a[1], a[2], a[6], a[7], a[8])
table.insert(a, 1, "first")
table.insert(a, "last")
print("a inserted", a[1], a[2], a[7], a[8], a[9])
for i = #a, 1, -1 do a[i] = nil end
print("a emptied", a[1], a[2], #a)
a[1] = "again"
print("a again", a[1], a[2], #a)

-- __index and __newindex on absent integer keys
local log = {}
local m = setmetatable({ 10, 20 }, {
  __index = function(t, k) log[#log + 1] = "get" .. tostring(k); return -k end,
  __newindex = function(t, k, v) log[#log + 1] = "set" .. tostring(k); rawset(t, k, v) end,
})
print("m", m[1], m[2], m[3], m[0])
m[3] = 30
m[5] = 50
print("m", m[3], m[4], m[5], m[6])
print("log", table.concat(log, " "))

-- locals that are not tables: strings index through their metatable, nil and numbers raise
local s = "abc"
print("s", s[1], s[2], type(s.len))
local n = nil
print(pcall(function() return n[1] end))
print(pcall(function() local q = 5 return q[1], q[2] end))
local function index_twice(x) return x[1], x[2] end
print(pcall(index_twice, nil))
print(pcall(index_twice, "xy"))
print(pcall(index_twice, { "x", "y" }))
print(pcall(index_twice, setmetatable({}, { __index = function(_, k) return k * 2 end })))

-- big loops in the main chunk over local tables that grow
local grid = {}
local total = 0
for round = 1, 30 do
  for i = 1, 20 do
    local cell = grid[i]
    if cell == nil then
      grid[i] = round
    else
      grid[i] = cell + 1
    end
    total = total + grid[i]
  end
  if round == 15 then
    for i = 20, 1, -1 do grid[i] = nil end
  end
  local last = grid[20]
  if round % 10 == 0 then print("grid", round, grid[1], grid[10], last, #grid) end
end
print("total", total)
local words = {}
for w in ("one two three four five six"):gmatch("%a+") do words[#words + 1] = w end
local joined = {}
for i = 1, #words + 1 do joined[i] = words[i] or "-" end
print(table.concat(joined, " "), words[1], words[6], words[7])

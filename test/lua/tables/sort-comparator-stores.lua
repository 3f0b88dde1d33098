-- table.sort with a comparator stores each swap into the table as lua5.4 does (lua_seti): nils among the values, holes, size hints moved by #t, metatables, and comparators that read or change the table while it sorts
local function dump(label, t, n)
  local out = {}
  for i = 1, n do out[i] = tostring(t[i]) end
  local keys = 0
  for _ in pairs(t) do keys = keys + 1 end
  print(label, #t, keys, table.concat(out, " "))
end
local function nilsLast(a, b)
  if a == nil then return false end
  if b == nil then return true end
  return a < b
end

-- nil values inside 1..#t: the swaps move holes around
local h = { 5, nil, 3, nil, 1, 4, 2, 8 }
print(pcall(table.sort, h, nilsLast))
dump("holes", h, 8)
h[#h + 1] = "x"
dump("holes+append", h, 10)

-- the border after clearing the end, then a sort over the shorter length
local b = {}
for i = 1, 20 do b[i] = 21 - i end
b[20] = nil; b[19] = nil
print(#b)
table.sort(b, function(x, y) return x < y end)
dump("border", b, 20)
b[#b + 1] = 0
table.sort(b, function(x, y) return x > y end)
dump("border2", b, 20)

-- a table whose #t moved lua's size hint (BITRAS) before the sort
local g = {}
for i = 1, 9 do g[i] = (i * 7) % 10 end
print(#g)
g[10] = nil
table.sort(g, function(x, y) return x < y end)
dump("hint", g, 10)

-- false and other non-nil values are stored like any value
local f = { true, false, true, false, true }
table.sort(f, function(x, y) return (x and 1 or 0) < (y and 1 or 0) end)
dump("bools", f, 5)

-- __newindex and __index see every store and read of the sort
local log = {}
local backing = { 4, 1, 3, 2 }
local proxy = setmetatable({}, {
  __index = function(_, k) return backing[k] end,
  __newindex = function(_, k, v) log[#log + 1] = k .. "=" .. tostring(v); backing[k] = v end,
  __len = function() return #backing end,
})
table.sort(proxy, function(x, y) return x < y end)
print("proxy", table.concat(backing, " "), #log, table.concat(log, ","))
local m = setmetatable({ 3, 2, 1 }, { __newindex = function(t, k, v) rawset(t, k, v) end })
table.sort(m, function(x, y) return x < y end)
dump("newindex-present", m, 3)

-- a comparator that clears and rewrites elements while the sort runs
local w = { 9, 8, 7, 6, 5, 4, 3, 2, 1 }
local calls = 0
print(pcall(table.sort, w, function(x, y)
  calls = calls + 1
  if calls == 5 then w[3] = nil end
  if calls == 9 then w[3] = 100 end
  if x == nil or y == nil then return false end
  return x < y
end))
dump("mutated", w, 9)
local r = { 5, 3, 1, 4, 2 }
print(pcall(table.sort, r, function(x, y)
  r[#r + 1] = nil
  return x < y
end))
dump("readlen", r, 5)

-- many sorts of records, with ties broken by a second key
local recs = {}
for i = 1, 400 do recs[i] = { k = (i * 37) % 11, id = i } end
for round = 1, 3 do
  table.sort(recs, function(p, q)
    if p.k ~= q.k then return p.k < q.k end
    if round == 2 then return p.id > q.id end
    return p.id < q.id
  end)
  local s = 0
  for i = 1, #recs, 7 do s = s * 3 + recs[i].id % 1000 end
  print("records", round, #recs, s % 1000003, recs[1].id, recs[400].id)
end

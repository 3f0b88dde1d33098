-- table.insert, table.remove and table.sort on integers from a seeded generator written
-- in Lua (math.random's sequence differs between Lua versions). Two small multiplicative
-- generators (Wichmann-Hill style) keep every product below 2^31.
local a, b = 12345, 6789
local function rand()
  a = (a * 171) % 30269
  b = (b * 172) % 30307
  return a * 30307 + b
end

local function fold(t, h)
  for i = 1, #t, 37 do h = (h * 31 + t[i]) % 1000003 end
  return h
end

local h = 0
for _ = 1, 10 do
  local t = {}
  for _ = 1, 40000 do table.insert(t, rand() % 1000000) end
  table.sort(t)
  for i = 2, #t do assert(t[i - 1] <= t[i]) end
  h = fold(t, h)
end
print(string.format("default order: %d", h))

for _ = 1, 6 do
  local t = {}
  for i = 1, 30000 do t[i] = rand() % 100000 end
  table.sort(t, function(x, y) return x > y end)
  h = fold(t, h)
end
print(string.format("comparator: %d", h))

local recs = {}
for i = 1, 30000 do recs[i] = { key = rand() % 5000, id = i } end
table.sort(recs, function(p, q)
  if p.key ~= q.key then return p.key < q.key end
  return p.id < q.id
end)
local ids = {}
for i = 1, #recs do ids[i] = recs[i].id end
print(string.format("records: %d", fold(ids, 0)))

local q = {}
for i = 1, 3000 do table.insert(q, 1, i) end
local s = 0
while #q > 0 do s = (s * 7 + table.remove(q)) % 1000003 end
print(string.format("insert front / remove: %d", s))

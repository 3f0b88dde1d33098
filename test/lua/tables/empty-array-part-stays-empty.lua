-- tables without array elements (which share one empty array part in our runtime) stay independent when other such tables gain elements
local function show(label, t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = tostring(k) end
  table.sort(keys)
  print(label, #t, t[1], t[2], rawlen(t), next(t) ~= nil, table.concat(keys, ","))
end

-- a constructor of nils only: lua sizes an array part, its first store is an append
local a = {nil, nil}
local fresh1 = {}
a[1] = "a1"
show("a", a)
show("fresh1", fresh1)
a[2] = "a2"
a[3] = "a3"
show("a", a)
show("fresh1", fresh1)

-- records and empty tables, then appends of every kind
local r = {x = 1, y = 2}
local e = {}
local f = {}
e[1] = "e1"
table.insert(f, "f1")
r[#r + 1] = "r1"
show("r", r)
show("e", e)
show("f", f)
local fresh2 = {}
show("fresh2", fresh2)

-- integer keys that start in the hash part and move into the array part at a rehash
local h = {}
h[3] = "h3"
h[2] = "h2"
h[4] = "h4"
h[1] = "h1"
show("h", h)
local fresh3 = {}
show("fresh3", fresh3)

-- a table emptied again keeps working, and new tables are still empty
local g = {}
for i = 1, 5 do g[i] = i * i end
for i = 5, 1, -1 do g[i] = nil end
show("g", g)
g[1] = "again"
show("g", g)
show("fresh4", {})

-- library functions on tables with no array elements
local s = {}
table.sort(s)
table.sort(s, function(p, q) return p > q end)
print("sort empty", #s, table.concat(s, "-"), select("#", table.unpack(s)))
table.move({1, 2, 3}, 1, 3, 1, s)
show("moved", s)
local m = {}
table.move(m, 1, 0, 1, {})
table.insert(m, 1, "first")
table.insert(m, 1, "zeroth")
show("m", m)
print(table.remove({}), #{}, select("#", table.unpack({nil, nil})))
local p = table.pack()
show("pack", p)
print(p.n)
show("fresh5", {})

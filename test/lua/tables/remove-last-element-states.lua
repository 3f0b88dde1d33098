-- table.remove(t) without a position on tables in every layout state: after appends, after `#t` moved lua's size hint, with holes, integer keys in the hash, metatables, and nil as the position; lengths, values and traversal after each pop
local function show(label, t, extra)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = tostring(k) end
  table.sort(keys)
  print(label, #t, table.concat(keys, ","), extra)
end

-- appends, then pops to empty and past empty
local t = {}
for i = 1, 10 do t[#t + 1] = i * 10 end
local got = {}
while #t > 0 do got[#got + 1] = table.remove(t) end
print("drain", table.concat(got, " "), #t, table.remove(t), #t, table.remove(t, nil), #t)
show("drained", t)

-- constructors, then pops interleaved with appends and `#t`
local c = { 1, 2, 3, 4, 5, 6, 7, 8, 9 }
print("c", table.remove(c), #c, table.remove(c), #c)
c[#c + 1] = "x"
print("c2", table.remove(c), table.remove(c), #c, c[7], c[8])
show("c3", c)

-- holes before the end: the pop leaves the border where lua5.4 does
local h = { 1, 2, nil, 4, 5 }
print("h", #h, table.remove(h), #h, table.remove(h), #h)
show("h2", h)
local h2 = {}
for i = 1, 16 do h2[i] = i end
h2[10] = nil; h2[11] = nil
print("h2", #h2, table.remove(h2), #h2, table.remove(h2), #h2, table.remove(h2), #h2)
show("h2b", h2)
for i = 1, 8 do h2[i] = nil end
print("h2c", #h2, table.remove(h2), #h2)

-- a border inside the array part (lua's binary search lands left of a hole): the pop takes t[#t]
local b = {}
for i = 1, 16 do b[i] = i end
b[12] = nil; b[16] = nil; b[15] = nil
print("b", #b, table.remove(b), #b, b[13], b[14], table.remove(b), #b)
show("b2", b)

-- integer keys in the hash part beyond the array
local g = {}
for i = 1, 6 do g[i] = i end
g[100] = "far"; g[8] = "eight"
print("g", #g, table.remove(g), #g, table.remove(g), #g, g[100], g[8])
show("g2", g)
local g2 = { 1, 2, 3 }
g2[5] = 5
print("g3", #g2, table.remove(g2), #g2, table.remove(g2), #g2)
show("g4", g2)

-- size hints: `#t` on a table grown past a power of two, then shrunk by stores of nil
local p = {}
for i = 1, 33 do p[i] = i end
p[33] = nil; p[32] = nil
print("p", #p, table.remove(p), #p, table.remove(p), #p)
p[#p + 1] = "a"; p[#p + 2] = "b"
print("p2", #p, table.remove(p), #p, table.remove(p), #p)
show("p3", p)

-- metatables: __index, __newindex and __len see the pops as lua5.4 makes them
local seen = {}
local m = setmetatable({ 1, 2, 3 }, { __newindex = function(t2, k, v) seen[#seen + 1] = "new" .. k; rawset(t2, k, v) end })
print("m", table.remove(m), #m, table.concat(seen, ","))
local mi = setmetatable({ 1, 2 }, { __index = function(_, k) return "idx" .. k end })
print("mi", table.remove(mi), table.remove(mi), table.remove(mi), #mi, mi[1])
local ml = setmetatable({ 1, 2, 3, 4 }, { __len = function() return 2 end })
print("ml", table.remove(ml), rawlen(ml), ml[2], ml[3], ml[4])

-- string keys beside the array, and removal by explicit position equal to #t
local s = { 1, 2, 3, name = "n" }
print("s", table.remove(s), table.remove(s, #s), #s, s.name)
show("s2", s)

-- a long run of pops, with traversal part-way
local big = {}
for i = 1, 3000 do big[i] = i end
local sum = 0
for _ = 1, 2990 do sum = sum + table.remove(big) end
local n = 0
for k, v in pairs(big) do n = n + k + v end
print("big", sum, #big, n, big[10], big[11])
for _ = 1, 12 do table.remove(big) end
print("big2", #big, next(big))

-- bad arguments keep their messages
print(pcall(table.remove))
print(pcall(table.remove, nil))
print(pcall(table.remove, "str"))

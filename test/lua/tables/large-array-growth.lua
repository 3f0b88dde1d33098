-- Arrays grown by appends past 1024 elements (the array part doubles at lua's rehash): borders,
-- holes, shrinking, regrowth and traversal order stay lua5.4's.
local function sum(t, n)
  local s = 0
  for i = 1, n do if t[i] then s = s + t[i] end end
  return s
end

-- appends with #t + 1 and with an explicit index, across several doublings
local a = {}
for i = 1, 5000 do a[#a + 1] = i end
print(#a, a[1], a[1024], a[1025], a[2048], a[2049], a[5000], a[5001], sum(a, 5001))
local b = {}
for i = 1, 4097 do b[i] = i * 2 end
print(#b, b[4096], b[4097], b[4098])

-- a sieve-like table that starts at key 2 (key 1 is never set)
local s = {}
for i = 2, 3000 do s[i] = true end
print(#s, s[1], s[2], s[3000], s[3001])
local n = 0
for k in pairs(s) do n = n + 1 end
print("pairs count", n)

-- holes inside a large array: `#` answers what lua's binary search finds
local h = {}
for i = 1, 3000 do h[i] = i end
h[1500] = nil
print(#h)
h[3000] = nil
print(#h)
for i = 2000, 2999 do h[i] = nil end
print(#h)
h[2000] = 1
print(#h)
for i = 2001, 2100 do h[i] = i end
print(#h)

-- shrink from the end, then grow again past the old size
local c = {}
for i = 1, 2500 do c[i] = i end
for i = 2500, 10, -1 do c[i] = nil end
print(#c)
for i = 10, 6000 do c[i] = -i end
print(#c, c[9], c[10], c[6000])

-- removing with table.remove and refilling with table.insert
local d = {}
for i = 1, 3000 do table.insert(d, i) end
for _ = 1, 1800 do table.remove(d) end
print(#d, d[1200], d[1201])
for i = 1, 3000 do table.insert(d, i) end
print(#d, d[4200], d[4201])

-- traversal of a grown array with string keys and a far key mixed in: the array part comes
-- first and in order (the order of the other keys is our own, language.md section 1)
local m = {}
for i = 1, 1100 do m[i] = i end
m.x = "x"
m[100000] = "far"
m[1101] = 1101
local keys, inOrder, others = 0, 0, {}
for k, v in pairs(m) do
  keys = keys + 1
  if k == inOrder + 1 then inOrder = k else others[#others + 1] = tostring(k) .. "=" .. tostring(v) end
end
table.sort(others)
print(keys, inOrder, table.concat(others, " "))

-- next() over a large array while clearing the visited entries
local e = {}
for i = 1, 2000 do e[i] = i end
local visited = 0
for k in pairs(e) do
  e[k] = nil
  visited = visited + 1
end
print(visited, #e, next(e))

-- integer-valued float keys land on the same slots
local f = {}
for i = 1, 1500 do f[i + 0.0] = i end
print(#f, f[1500], f[1500.0], math.type(next(f)))

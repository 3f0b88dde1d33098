-- t[k] reads and t[k] = v stores of a local table with a local or literal key, which the generated
-- code does in place on the array part when the element is present (or appended): every case that
-- must still take the full path (metamethods, holes, non-integer keys, non-tables, resizes)
local t = {}
for i = 1, 10 do t[i] = i * 10 end
local k = 3
print("read", t[k], t[1], t[10], t[11], t[0], t[-1])
local two = 2.0
print("float keys", t[two], t[2.5], math.type(two))
local s1 = "1"
print("string key", t[s1], t["1"])
t[s1] = "str"
print("string key set", t[s1], t[1], #t)

-- overwrite, delete (nil makes a hole), re-fill the hole, border as lua5.4 finds it
local h = {}
for i = 1, 8 do h[i] = i end
local five = 5
h[five] = nil
print("hole", h[five], #h)
h[five] = "back"
print("refilled", h[five], #h)
local eight = 8
h[eight] = nil
print("last removed", #h, h[eight])
local seven = 7
h[seven] = false
print("false stored", h[seven], #h)

-- appends: in place inside lua's array size, the full path past it (rehash) and after hash keys
local a = {}
for i = 1, 100 do a[i] = i end
print("appended", #a, a[1], a[64], a[65], a[100])
local b = {}
b[5] = "five"
for i = 1, 4 do b[i] = i end
print("migrated", #b, b[4], b[5])
local c = {}
for i = 2, 40 do c[i] = i end
print("from two", #c, c[1], c[2], c[40])
local n = 0
for _ in pairs(c) do n = n + 1 end
print("pairs count", n)

-- __index and __newindex: absent elements reach them, present ones never do
local log = {}
local base = setmetatable({ 1, 2, 3 }, {
  __index = function(_, key) log[#log + 1] = "index " .. tostring(key); return "dflt" end,
  __newindex = function(tt, key, v) log[#log + 1] = "newindex " .. tostring(key); rawset(tt, key, v) end,
})
local one, four, six = 1, 4, 6
print("mt read", base[one], base[four], base[six])
base[one] = "one"
base[four] = "four"
base[six] = "six"
print("mt write", base[one], base[four], base[six], rawget(base, 5))
print(table.concat(log, ", "))

-- an append inside lua's array size (the last element was removed) still reaches __newindex
local spare = { 1, 2, 3, 4 }
spare[4] = nil
local calls = 0
setmetatable(spare, { __newindex = function(tt, key, v) calls = calls + 1; rawset(tt, key, v * 100) end })
local fourth = 4
spare[fourth] = 4
print("spare append", calls, spare[fourth], #spare)

-- a proxy table: every read and write goes to the metamethods
local store = {}
local proxy = setmetatable({}, { __index = store, __newindex = store })
for i = 1, 5 do proxy[i] = i * i end
print("proxy", rawlen(proxy), #store, proxy[3], rawget(proxy, 3))

-- the value is evaluated before the store: it may resize or empty the table
local r = { 1, 2, 3 }
local function shrink() for i = #r, 1, -1 do r[i] = nil end; return "v" end
local two_i = 2
r[two_i] = shrink()
print("after shrink", r[1], r[2], r[3], #r)
local g = { 1 }
local function grow() for i = 2, 50 do g[i] = i end; return "x" end
local thirty = 30
g[thirty] = grow()
print("after grow", g[29], g[30], g[31], #g)
local function nothing() end
local q = { 1, 2, 3 }
local idx = 3
q[idx] = nothing()
print("nil from call", q[3], #q)

-- non-tables: errors name the variable; strings index their metatable
local num, str, none = 5, "abc", nil
print(pcall(function() return num[k] end))
print(pcall(function() num[k] = 1 end))
print(pcall(function() return none[1] end))
print(pcall(function() none[k] = 1 end))
print("string index", str[k], str[1])
print(pcall(function() local z = {}; local nan = 0 / 0; z[nan] = 1 end))
print(pcall(function() local z = {}; local nokey; z[nokey] = 1 end))

-- keys typed as integers by arithmetic, and big integer keys
local arr = {}
for i = 1, 20 do arr[i] = i end
local sum = 0
for i = 1, 19 do sum = sum + arr[i + 1] - arr[i] end
print("typed keys", sum, arr[20 - 19], arr[2 * 10], arr[2 * 11])
local big = math.maxinteger
arr[big] = "big"
print("big key", arr[big], #arr, arr[math.mininteger])
local huge = 2 ^ 53 // 1 | 0
arr[huge] = "huge"
print("2^53 key", arr[huge], arr[huge + 1])

-- a table used after `#t` with holes (lua's alimit hint) and table functions on the same arrays
local w = {}
for i = 1, 32 do w[i] = i end
for i = 20, 32 do w[i] = nil end
print("border", #w)
local nineteen, twenty, twentyfive = 19, 20, 25
w[twentyfive] = 25
print("after sparse", #w, w[nineteen], w[twenty], w[twentyfive])
w[twenty] = 20
print("after fill", #w, w[twenty])
table.insert(w, "ins")
print("insert", #w, w[#w])
table.remove(w, 1)
print("remove", #w, w[1], w[nineteen])
local sorted = { 5, 3, 9, 1 }
table.sort(sorted)
local i1, i4 = 1, 4
print("sorted", sorted[i1], sorted[i4])

-- a table with an array size but no element yet: its first append must not reach other tables
local z, fresh = { nil, nil }, {}
local first = 1
z[first] = "z1"
z[2] = "z2"
print("first append", z[first], z[2], #z, fresh[first], #fresh, next(fresh))

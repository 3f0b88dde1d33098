-- Fill loops (for i = a, b do t[i] = k end) that append past the array's end: lua's layout afterwards (# with holes, later appends), and tables whose metatable, hash keys, deleted keys or # hint keep them one store at a time
local function holesLen(t, n)
  -- # after making holes near the end: the border lua finds depends on its array size
  local r = {}
  t[n] = nil
  r[#r + 1] = #t
  t[n - 1] = nil
  r[#r + 1] = #t
  t[n // 2] = nil
  r[#r + 1] = #t
  t[n + 1] = true
  r[#r + 1] = #t
  return table.concat(r, " ")
end

-- fresh tables, sizes around the blocks (256 passes) and lua's doublings
for _, n in ipairs({1, 2, 3, 255, 256, 257, 511, 512, 513, 1000, 1024, 1025, 4097, 65536, 65537, 70000}) do
  local t = {}
  for i = 1, n do t[i] = true end
  local len = #t
  t[#t + 1] = "x"
  print("fresh", n, len, #t, t[n], t[n + 1], t[n + 2])
  if n >= 4 then print("  holes", n, holesLen(t, n)) end
end

-- from key 2 (key 1 a hole, as in a sieve): the first keys go to the hash part
for _, n in ipairs({3, 300, 1025, 4096, 4097, 70001, 131073}) do
  local t = {}
  for i = 2, n do t[i] = 0 end
  print("from2", n, #t == 0 or #t == n, t[1], t[2], t[n], t[n + 1])
  t[1] = 1
  print("  filled", #t, holesLen(t, n))
end

-- appends after a present prefix, starting inside it (overwrites first) and at its end
for _, start in ipairs({1, 5, 10, 11}) do
  local t = {}
  for i = 1, 10 do t[i] = 1 end
  for i = start, 3000 do t[i] = 2 end
  local sum = 0
  for _, v in ipairs(t) do sum = sum + v end
  print("prefix", start, #t, sum, holesLen(t, 3000))
end

-- a prefix with holes: lua counts them at each rehash
do
  local t = {}
  for i = 1, 40 do t[i] = i end
  t[3], t[17], t[33] = nil, nil, nil
  for i = 41, 5000 do t[i] = "v" end
  print("holey prefix", t[3], t[17], t[40], t[41], t[5000], holesLen(t, 5000))
end

-- string keys, live and deleted (the hash part lua sizes at each rehash)
do
  local t = {x = 1, y = 2, z = 3}
  for i = 1, 3000 do t[i] = i % 7 end
  print("strings", t.x, t.y, t.z, t[3000], holesLen(t, 3000))
  local u = {a = 1, b = 2, c = 3, d = 4}
  u.b = nil
  u.d = nil
  for i = 1, 3000 do u[i] = false end
  local keys = 0
  for k in pairs(u) do keys = keys + 1 end
  print("deleted", u.a, u.b, u.c, keys, holesLen(u, 3000))
  local w = {}
  w[1] = 1
  w[2] = nil
  for i = 2, 2000 do w[i] = "w" end
  print("deleted int", #w, holesLen(w, 2000))
end

-- integer keys already in the hash part past the end: the loop overwrites them in order
do
  local t = {1, 2, 3}
  t[10], t[300], t[2000] = "h10", "h300", "h2000"
  local seen = {}
  setmetatable(t, {__newindex = function(tt, k, v) seen[#seen + 1] = k; rawset(tt, k, v) end})
  for i = 4, 2500 do t[i] = "n" end
  print("hash ints", #seen, seen[1], seen[#seen], t[10], t[300], t[2000], t[2500], holesLen(t, 2500))
  local u = {1, 2, 3}
  u[700] = "h"
  for i = 4, 1500 do u[i] = "n" end
  print("hash ints raw", u[700], #u, holesLen(u, 1500))
end

-- a metatable: __newindex sees every absent key, __index alone changes nothing
do
  local calls = 0
  local t = setmetatable({}, {__newindex = function(tt, k, v) calls = calls + 1; rawset(tt, k, v) end})
  for i = 1, 1000 do t[i] = 5 end
  print("newindex", calls, #t, t[1000])
  local u = setmetatable({}, {__index = function(_, k) return -k end})
  for i = 1, 1000 do u[i] = 6 end
  print("index", #u, u[1000], u[1001], holesLen(u, 1000))
  local stop = setmetatable({}, {__newindex = function(tt, k, v)
    rawset(tt, k, v)
    if k == 600 then setmetatable(tt, nil) end
  end})
  for i = 1, 2000 do stop[i] = 7 end
  print("newindex then none", #stop, stop[2000], holesLen(stop, 2000))
end

-- after # set lua's hint (BITRAS) on a table with holes
do
  local t = {}
  for i = 1, 100 do t[i] = i end
  t[100], t[99] = nil, nil
  local before = #t
  for i = 99, 1200 do t[i] = "b" end
  print("hint", before, #t, holesLen(t, 1200))
end

-- value kinds: a float stays a float, strings, false
do
  local t = {}
  for i = 1, 600 do t[i] = 2.0 end
  local u = {}
  for i = 1, 600 do u[i] = "s" end
  local v = {}
  for i = 1, 600 do v[i] = false end
  print("kinds", math.type(t[600]), t[600], u[600], v[600], #t, #u, #v)
end

-- other loop forms: step from a variable, a literal step, a float loop, a downward loop
do
  local one = 1
  local t = {}
  for i = 1, 3000, one do t[i] = "c" end
  local u = {}
  for i = 1, 3000, 1 do u[i] = "l" end
  local f = {}
  for i = 1.0, 3000 do f[i] = "f" end
  local d = {}
  for i = 1, 3000 do d[i] = 0 end
  d[1500], d[2999] = nil, nil
  local calls = 0
  setmetatable(d, {__newindex = function(tt, k, v) calls = calls + 1; rawset(tt, k, v) end})
  for i = 3000, 1, -1 do d[i] = 1 end
  local two = -2
  for i = 3000, 1, two do d[i] = 2 end
  print("forms", #t, #u, #f, math.type(next(f)), #d, calls, d[1500], d[2999], d[3000], d[1])
end

-- appends continue after the run: table.insert, # + 1, and a second fill
do
  local t = {}
  for i = 1, 1000 do t[i] = 1 end
  table.insert(t, 2)
  t[#t + 1] = 3
  for i = #t + 1, 5000 do t[i] = 4 end
  table.insert(t, 1, 0)
  print("continue", #t, t[1], t[1002], t[1003], t[1004], t[5001], holesLen(t, 5001))
end

-- an empty range and a range that ends before the table's end
do
  local t = {1, 2, 3}
  for i = 4, 3 do t[i] = 9 end
  for i = 2, 3 do t[i] = 8 end
  print("ranges", #t, t[2], t[3], t[4])
end

-- #t after an array grew by appends to each size from 1 to 40 (lua's array part doubles at each rehash), then lost elements in the middle or at the end, or gained a key past a gap
local out = {}
for n = 1, 40 do
  local t = {}
  for i = 1, n do t[i] = i end
  local a = #t
  t[n] = nil
  local b = #t
  t[n] = n
  if n > 2 then t[n - 1] = nil end
  local c = #t
  t[n + 2] = "far"
  local d = #t
  local u = {}
  for i = 1, n do u[#u + 1] = i end
  u[(n + 1) // 2] = nil
  local e = #u
  u[n + 1] = "next"
  local f = #u
  out[#out + 1] = string.format("%d:%d,%d,%d,%d,%d,%d", n, a, b, c, d, e, f)
end
for i = 1, #out, 8 do print(table.concat(out, " ", i, math.min(i + 7, #out))) end

-- a table that had a string key (so a hash part) before its integer keys grew
local r = { name = "x" }
for i = 1, 9 do r[i] = i end
r[5] = nil
r[9] = nil
print("record", #r)
r.name = nil
for i = 10, 17 do r[i] = i end
r[13] = nil
print("record+", #r)

-- table.concat on tables whose length lua computed from its array size hint (alimit): grown by
-- appends, by t[#t+1], with holes, after removals and nil stores, with i/j ranges inside and past
-- the hint; then #t and the concat again, so a read that moves the hint shows in later borders.
local function fill(n, step)
  local t = {}
  for i = 1, n, step do t[i] = "v" .. i end
  return t
end

local function report(name, t, i, j)
  local ok, r = pcall(table.concat, t, ",", i, j)
  print(name, i, j, #t, ok, ok and #r or r, ok and r:sub(1, 30) or "")
  print(name, "again", #t, pcall(table.concat, t, "", i, j))
end

for _, n in ipairs({ 1, 2, 3, 5, 8, 9, 16, 17, 31, 33, 64, 100 }) do
  local a = {}
  for i = 1, n do a[#a + 1] = "x" .. i end
  report("append" .. n, a)
  report("append" .. n, a, 2, n - 1)
  local b = fill(n, 1)
  b[n] = nil
  report("trim" .. n, b)
  local c = fill(n, 1)
  if n > 2 then c[n // 2] = nil end
  report("hole" .. n, c)
  report("hole" .. n, c, 1, n // 2 - 1)
  local d = {}
  for i = 1, n do d[i] = i % 3 == 0 and i or "s" .. i end
  report("mixed" .. n, d)
  local e = fill(n, 1)
  for _ = 1, n // 3 do table.remove(e) end
  report("removed" .. n, e)
  e[#e + 2] = "gap"
  report("gap" .. n, e)
  report("gap" .. n, e, 1, #e + 2)
end

local t = {}
for i = 1, 40 do t[i] = tostring(i) end
for i = 20, 40 do t[i] = nil end
print(#t, table.concat(t, "-"))
t[25] = "25"
print(#t, table.concat(t, "-", 1, 19), #t)
for i = 20, 24 do t[i] = "y" end
print(#t, table.concat(t, "-"), #t)

-- keys next to the array part: 0, negatives, and one past it (in the hash part)
local h = { "a", "b", "c" }
h[0] = "zero"; h[-1] = "neg"; h[5] = "five"
print(pcall(table.concat, h, "|", 0, 3))
print(pcall(table.concat, h, "|", -1, 1))
print(pcall(table.concat, h, "|", 1, 4))
h[4] = "four"
print(#h, pcall(table.concat, h, "|", 1, 5))
print(pcall(table.concat, h, "|", 3, 6))

-- Array growth by appends when the array part already has holes (a table filled from key 2, holes in early and later slices): lua's rehash counts every slice, and # then finds lua's border
local function border_after(fill_from, holes, n, clear)
  local t = {}
  for i = fill_from, n do t[i] = i end
  for _, h in ipairs(holes) do t[h] = nil end
  -- grow past more doublings after the holes exist
  for i = n + 1, 3 * n do t[i] = i end
  local before = #t
  for _, c in ipairs(clear) do t[c] = nil end
  return before, #t
end

local cases = {
  {2, {}, 100, {300, 150}},
  {2, {}, 1000, {3000, 2999, 1500}},
  {3, {}, 700, {2100, 1024}},
  {1, {1}, 600, {1800, 64}},
  {1, {2, 3}, 600, {1800, 1000, 1200}},
  {1, {5, 70, 300}, 500, {1500, 1499}},
  {1, {400, 401, 402}, 500, {1500, 700}},
  {2, {9, 17, 33, 65, 129}, 200, {600, 256}},
  {1, {100, 200, 300, 400, 500, 600, 700}, 800, {2400, 2048, 1025}},
  {2, {}, 5000, {15000, 8192, 8193}},
}
for i, c in ipairs(cases) do
  print(i, border_after(c[1], c[2], c[3], c[4]))
end

-- many holes across slices, then appends and removals from the end
local t = {}
for i = 1, 4096 do t[i] = i end
for i = 3, 4096, 7 do t[i] = nil end
for i = 4097, 9000 do t[i] = i end
print("spread", #t)
for i = 9000, 8000, -1 do t[i] = nil end
print("spread shrunk", #t)
for i = 8000, 12000 do t[i] = true end
print("spread regrown", #t)

-- a sieve-like table: filled from 2, then every entry cleared but a few
local s = {}
for i = 2, 70000 do s[i] = true end
print("sieve", #s)
for i = 70000, 40000, -1 do s[i] = nil end
print("sieve cleared", #s)
for i = 40000, 140000 do s[i] = false end
print("sieve regrown", #s)

-- Loops that only store a constant into t[i] run in blocks of 256 passes: every pass runs once, in order, at block edges, for every loop form
local function count(t, lo, hi, step)
  local n, first, last = 0, nil, nil
  for i = lo, hi, step do
    if t[i] ~= nil then
      n = n + 1
      first = first or i
      last = i
    end
  end
  return n, first, last
end

for _, n in ipairs({0, 1, 254, 255, 256, 257, 511, 512, 513, 1000}) do
  local t = {}
  for i = 1, n do t[i] = true end
  local u = {}
  for i = n, 1, -1 do u[i] = "d" end
  local v = {}
  for i = 3, n, 3 do v[i] = 0 end
  local w = {}
  for i = -5, n - 5 do w[i] = 1 end
  print(n, #t, count(t, 1, n + 1, 1))
  print(n, #u, count(u, 1, n + 1, 1))
  print(n, count(v, 1, n, 1))
  print(n, count(w, -6, n, 1))
end

-- computed starts and steps, both signs
for _, step in ipairs({1, 2, 7, 255, 256, 257, -1, -3, -256}) do
  local t = {}
  local lo, hi = 1, 2000
  if step < 0 then lo, hi = hi, lo end
  for i = lo, hi, step do t[i] = step end
  local n, first, last = 0, nil, nil
  for k = 1, 2000 do if t[k] then n = n + 1; first = first or k; last = k end end
  print("step", step, n, first, last)
end

-- a start that is not a small integer literal, an assigned-from-expression start
local base = 10
local t = {}
for i = base * 2, base * 2 + 600 do t[i] = "x" end
print("start expr", count(t, 1, 700, 1))

-- float loops: keys are normalised when integral, kept as floats otherwise
local f = {}
for x = 1.0, 600 do f[x] = 1 end
print("float int keys", #f, math.type(next(f)))
local g = {}
for x = 0.5, 300, 0.5 do g[x] = 1 end
local n = 0
for x = 0.5, 300, 0.5 do if g[x] then n = n + 1 end end
print("float keys", n, g[1], g[1.5], g[300], g[300.5])

-- integer bounds near the limits, more than a block of passes
local m = {}
for i = math.maxinteger - 600, math.maxinteger do m[i] = true end
local c = 0
for i = math.maxinteger - 601, math.maxinteger do if m[i] then c = c + 1 end end
print("near maxinteger", c, m[math.maxinteger], m[math.maxinteger - 600], m[math.maxinteger - 601])
local mn = {}
for i = math.mininteger + 600, math.mininteger, -1 do mn[i] = true end
c = 0
for i = math.mininteger, math.mininteger + 601 do if mn[i] then c = c + 1 end end
print("near mininteger", c, mn[math.mininteger], mn[math.mininteger + 600], mn[math.mininteger + 601])
-- a huge step: one pass, or two
local h = {}
for i = 1, math.maxinteger, math.maxinteger // 2 do h[i] = true end
print("huge step", h[1], h[1 + math.maxinteger // 2], h[1 + 2 * (math.maxinteger // 2)])

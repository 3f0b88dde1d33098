-- table.insert(t, v) appends at #t + 1, and lua5.4's `#t` depends on its hidden array size hint
-- (alimit): after holes are made, the border `#t` finds differs with the sequence of appends,
-- rehashes and earlier `#t` calls. Appends across every power of two up to 2^12, holes punched
-- at different distances from the end, integer keys in the hash part, nil values, and tables
-- that are appended to after a constructor, t[#t + 1] = v or a removal.
local function borders(t, n)
  local out = {}
  if n >= 4 then t[n // 2] = nil end -- a hole in the middle
  for _, gap in ipairs({ 0, 1, 3 }) do
    if n - gap >= 1 then t[n - gap] = nil end
    out[#out + 1] = #t
  end
  t[n] = n
  out[#out + 1] = #t
  t[n + 1] = n + 1
  out[#out + 1] = #t
  -- where appends land now: after the border `#t` found, not after the last element
  t[n + 1] = nil
  t[n] = nil
  for i = 1, 3 do
    table.insert(t, "x" .. i)
    local at = {}
    for k = 1, n + 3 do if t[k] == "x" .. i then at[#at + 1] = k end end
    out[#out + 1] = "x" .. table.concat(at, "+")
  end
  return table.concat(out, ",")
end

-- appends to sizes around each power of two, then holes
local rows = {}
for lg = 1, 12 do
  for _, d in ipairs({ -1, 0, 1 }) do
    local n = (1 << lg) + d
    local t = {}
    for i = 1, n do table.insert(t, i) end
    rows[#rows + 1] = n .. ":" .. #t .. ":" .. borders(t, n)
  end
end
print(table.concat(rows, " "))

-- `#t` read between appends moves the hint; holes then after a mixed history
local t = {}
local seen = {}
for i = 1, 300 do
  table.insert(t, i)
  if i % 7 == 0 then seen[#seen + 1] = #t end
  if i % 50 == 0 then t[i - 3] = nil; seen[#seen + 1] = #t; t[i - 3] = i - 3 end
end
print(#seen, table.concat(seen, ",", 1, 20))
print(borders(t, #t))

-- integer keys already in the hash part just past the end
local h = { 1, 2, 3 }
h[5] = 5; h[6] = 6; h[8] = 8
for i = 1, 12 do table.insert(h, 100 + i); io.write(#h, " ") end
print()
local ks = {}
for k in pairs(h) do ks[#ks + 1] = k end
print(table.concat(ks, ","))

-- a constructor's array part, then appends and holes
for _, n in ipairs({ 3, 4, 7, 8, 9 }) do
  local c = { 1, 2, 3, 4, 5, 6, 7, 8, 9 }
  for i = 10, 9 + n do c[#c + 1] = i end
  for i = 1, 20 do table.insert(c, -i) end
  io.write(#c, "/", borders(c, #c), " ")
end
print()

-- inserting nil values and appending after removals
local r = {}
for i = 1, 40 do table.insert(r, i) end
for _ = 1, 10 do table.remove(r) end
for i = 1, 30 do table.insert(r, i * 2) end
print(#r, r[#r], borders(r, #r))
local z = { 1, 2 }
table.insert(z, nil)
table.insert(z, 3)
print(#z, z[3], z[4])
for i = 1, 20 do z[#z + 1] = i; table.insert(z, i) end
print(#z, borders(z, #z))

-- constructors size their array part exactly (not a power of two): appends right after them
for _, n in ipairs({ 3, 5, 6, 7, 9, 12 }) do
  local c = { 1, 2, 3 }
  if n == 5 then c = { 1, 2, 3, 4, 5 } elseif n == 6 then c = { 1, 2, 3, 4, 5, 6 }
  elseif n == 7 then c = { 1, 2, 3, 4, 5, 6, 7 } elseif n == 9 then c = { 1, 2, 3, 4, 5, 6, 7, 8, 9 }
  elseif n == 12 then c = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12 } end
  for i = 1, 5 do table.insert(c, -i) end
  io.write(#c, "/", borders(c, #c), " ")
end
print()

-- an integer key two past the end waits in the hash part; after an append it must move into the
-- array part, or a later store to it would leave two copies of the key
for _, n in ipairs({ 5, 7, 14, 15, 31 }) do
  local d = {}
  for i = 1, n do table.insert(d, i) end
  d.p, d.q, d.r = "p", "q", "r" -- a hash part with a free node, so the next key causes no rehash
  local _ = #d
  d[n + 2] = n + 2
  table.insert(d, n + 1)
  d[n + 2] = -(n + 2)
  table.insert(d, "y")
  local kv = {}
  for k, v in pairs(d) do if math.type(k) then kv[#kv + 1] = k .. "=" .. v end end
  print(#d, table.concat(kv, " "))
end

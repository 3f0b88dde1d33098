-- Small loop nests whose body holds two loops or more (each inner loop compiled as a function of its own): outer locals read and assigned by the inner loops, break, goto, closures, errors and their lines, nested nests.
local a, b, c, s = 0, 1, 0.5, ""
local log = {}
for round = 1, 4 do
  local t = {}
  for i = 1, 5 do t[i] = i * round; a = a + i end
  local n = #t
  for i = n, 1, -1 do b = b * 2 + t[i] % 3; if b > 1000 then b = b % 97 end end
  while c < round do c = c + 0.75; s = s .. round end
  log[#log + 1] = a .. "/" .. b .. "/" .. c .. "/" .. #s
end
print("assigned", a, b, c, s, table.concat(log, " "))

-- break and goto inside the inner loops, a local declared between them
local hits, skipped, last = 0, 0, nil
for r = 1, 3 do
  for i = 1, 10 do
    if i > r + 2 then break end
    hits = hits + 1
  end
  local mid = r * 10
  for j = 1, 6 do
    if j % 2 == 0 then skipped = skipped + 1; goto continue end
    last = mid + j
    ::continue::
  end
  repeat local k = hits; hits = k + 1 until hits % 4 == 0
end
print("control", hits, skipped, last)

-- closures made in the inner loops capture per-iteration locals and the outer ones
local fns, shared = {}, 0
for r = 1, 2 do
  local base = r * 100
  for i = 1, 2 do fns[#fns + 1] = function() shared = shared + 1; return base + i + shared end end
  for i = 1, 2 do local v = i; fns[#fns + 1] = function() return v - base end end
  base = base + 1
end
local outs = {}
for i = 1, #fns do outs[i] = fns[i]() end
print("closures", table.concat(outs, " "), shared)

-- a nest of nests: the inner loops hold loops of their own
local grid = 0
for x = 1, 3 do
  for y = 1, 3 do for z = 1, 2 do grid = grid + x * y * z end end
  for y = 1, 2 do for z = 1, 2 do grid = grid - y + z end end
end
print("nested", grid)

-- generic for loops as the inner loops
local keys, vals = 0, 0
for r = 1, 3 do
  for k, v in ipairs({ 3, 4, 5 }) do keys = keys + k * r; vals = vals + v end
  for _, w in pairs({ x = 1 }) do vals = vals + w * r end
end
print("generic", keys, vals)

-- errors raised in each inner loop keep their lines
local function fail(which)
  local acc = 0
  for r = 1, 2 do
    for i = 1, 3 do
      if which == 1 and r == 2 and i == 3 then acc = acc + nil end
      acc = acc + i
    end
    for j = 1, 3 do
      if which == 2 and j == 2 then local t = nil; acc = acc + t.x end
      acc = acc + j
    end
  end
  return acc
end
print(pcall(fail, 1))
print(pcall(fail, 2))
print(pcall(fail, 3))
for r = 1, 2 do
  local ok, e = pcall(function()
    for i = 1, 2 do if r == 2 and i == 2 then error("inner " .. i) end end
    for j = 1, 2 do if r == 1 and j == 2 then error({ j = j }) end end
  end)
  print("pcall", r, ok, type(e) == "table" and e.j or e)
end

-- enough rounds for the inner loops to be compiled, with the outer locals still exact
local sum, prod, str = 0, 1, 0
for r = 1, 300 do
  for i = 1, 50 do sum = sum + i % (r % 7 + 1) end
  for i = 1, 20 do prod = (prod * (i + r)) % 1000003 end
  str = str + #tostring(sum)
end
print("hot", sum, prod, str)

-- table.concat over ranges that cross the runtime's 256-piece chunks: separators at every
-- boundary, numbers and errors at the pieces next to one, ranges that start or end there,
-- __index tables read in order, and pieces taken from the hash part.
local function hash(s)
  local h = #s
  for i = 1, #s do h = (h * 31 + s:byte(i)) % 1000003 end
  return h
end

local function show(label, s)
  print(label, #s, hash(s), s:sub(1, 24), s:sub(-24))
end

local function seq(n, f)
  local t = {}
  for i = 1, n do t[i] = f(i) end
  return t
end

local word = function(i) return "w" .. i end
for _, n in ipairs({1, 255, 256, 257, 511, 512, 513, 1000}) do
  local t = seq(n, word)
  show("n=" .. n, table.concat(t))
  show("n=" .. n .. " ,", table.concat(t, ","))
  show("n=" .. n .. " nul", table.concat(t, "\0|"))
end

-- the separator around each boundary piece
local t = seq(600, word)
local s = table.concat(t, "+")
for _, k in ipairs({255, 256, 257, 511, 512, 513}) do
  local a = s:find("w" .. k .. "+", 1, true)
  print(k, a, s:sub(a - 6, a + 12))
end

-- ranges starting and ending next to a boundary
for _, r in ipairs({{2, 300}, {256, 257}, {257, 257}, {250, 599}, {1, 256}, {257, 512}, {300, 299}, {0 + 1, 600}}) do
  show("range " .. r[1] .. "-" .. r[2], table.concat(t, ";", r[1], r[2]))
end

-- numbers as pieces, where a chunk ends and the next starts
local nums = seq(520, word)
nums[255], nums[256], nums[257] = 255, 2.5, -0.0
nums[512], nums[513] = 2^63, math.mininteger
nums[1] = 1e100
local ns = table.concat(nums, " ")
print(#ns, hash(ns), ns:sub(1, 12))
for _, k in ipairs({255, 256, 257, 512, 513}) do
  local v = tostring(nums[k])
  local a = ns:find(" " .. v .. " ", 1, true)
  print(k, v, a)
end

-- invalid values in a later chunk: the index in the message
for _, k in ipairs({256, 257, 513, 600}) do
  local bad = seq(600, word)
  bad[k] = k % 2 == 0 and {} or true
  print(k, pcall(table.concat, bad, ","))
end
local holes = seq(300, word)
holes[280] = nil
print(pcall(table.concat, holes, ",", 1, 300))

-- a proxy: every read goes through __index, in order, and stops at the error
local reads = {}
local proxy = setmetatable({}, {__index = function(_, k)
  reads[#reads + 1] = k
  if k == 530 then return nil end
  return k % 97 == 0 and k or "p" .. k
end})
show("proxy", table.concat(proxy, "/", 1, 529))
print(#reads, reads[1], reads[256], reads[257], reads[#reads])
reads = {}
print(pcall(table.concat, proxy, "/", 200, 600))
print(#reads, reads[1], reads[#reads])

-- pieces past the array part (hash keys)
local sparse = {}
for i = 1, 700, 1 do if i % 3 ~= 0 then sparse[i] = "s" .. i end end
for i = 3, 700, 3 do sparse[i] = i end
show("sparse", table.concat(sparse, ":", 1, 700))
local h = {}
for i = 700, 1, -1 do h[i] = "h" .. i end
show("reversed fill", table.concat(h, "", 1, 700))
show("beyond #", table.concat(h, ",", 600, 700))

-- String building: table.concat of many pieces and `..` in a loop.
-- The checksum folds every 97th byte so all of the built text is inspected.
local function checksum(s)
  local h = #s % 65521
  for i = 1, #s, 97 do h = (h * 31 + string.byte(s, i)) % 65521 end
  return h
end

local total, sums = 0, 0
for round = 1, 30 do
  local parts = {}
  for i = 1, 20000 do
    parts[#parts + 1] = "item" .. i .. ":" .. (i * round) % 1000 .. ";"
  end
  local s = table.concat(parts)
  total = total + #s
  sums = (sums + checksum(s)) % 65521
end
print(string.format("concat: %d bytes, checksum %d", total, sums))

local lines = 0
for round = 1, 60 do
  local s = ""
  for i = 1, 1500 do
    s = s .. string.char(97 + (i + round) % 26)
    if i % 100 == 0 then s = s .. "\n"; lines = lines + 1 end
  end
  total = total + #s
  sums = (sums + checksum(s)) % 65521
end
print(string.format("append: %d bytes, %d lines, checksum %d", total, lines, sums))

local words = {}
for i = 1, 30000 do
  words[i] = string.rep(string.char(65 + i % 26), 1 + i % 7) .. tostring(i)
end
local joined = table.concat(words, ", ")
local up = string.upper(joined):sub(1, 200000)
local sub = 0
for i = 1, #up - 10, 1000 do sub = sub + #up:sub(i, i + 9) + up:byte(i) end
print(string.format("join: %d bytes, upper %d, sub %d", #joined, checksum(up), sub))

-- building strings with table.concat vs repeated .. gives identical results
local parts = {}
local s = ""
for i = 1, 200 do
  local piece = string.char(65 + i % 26) .. i
  parts[#parts + 1] = piece
  s = s .. piece
end
local joined = table.concat(parts)
print(#joined, joined == s, joined:sub(1, 20), joined:sub(-10))
local lines = {}
for i = 1, 5 do lines[#lines + 1] = string.format("%2d: %s", i, string.rep("*", i)) end
print(table.concat(lines, "\n"))

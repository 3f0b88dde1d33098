print(1 .. 2, 1.5 .. "", -0.0 .. "", 2^63 .. "", math.mininteger .. "")
print("a" .. "b" .. "c" .. 1 .. 2)
local parts = {}
for i = 1, 5 do parts[#parts + 1] = i .. "" end
print(table.concat(parts, "-"))
local s = ""
for i = 1, 10 do s = s .. i end
print(s, #s)
print(pcall(function() return "a" .. {} end))
print(pcall(function() return true .. "a" end))

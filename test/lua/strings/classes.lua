-- every character class and its complement over all 256 bytes (C locale)
local all = {}
for i = 0, 255 do all[#all + 1] = string.char(i) end
local s = table.concat(all)
for _, c in ipairs({"a", "c", "d", "g", "l", "p", "s", "u", "w", "x", "A", "C", "D", "G", "L", "P", "S", "U", "W", "X"}) do
  local n, sum = 0, 0
  for ch in s:gmatch("%" .. c) do n = n + 1; sum = sum + ch:byte() end
  print(c, n, sum)
end
local n = 0
for _ in s:gmatch(".") do n = n + 1 end
print(".", n)
print(string.find("\0", "%z"), string.find("a", "%Z"))
print(string.gsub("a.b,c;d", "%p", "#"))
print(string.gsub("a1b2c3", "%D", ""))

-- lower/upper in the C locale: bytes >= 0x80 never change
print(string.lower("Hello World 123"), string.upper("Hello World 123"))
print(string.lower("ÀÉÎ"), string.upper("àéî"))
print(string.upper("straße"))
local all = {}
for i = 0, 255 do all[#all + 1] = string.char(i) end
local s = table.concat(all)
local l, u = s:lower(), s:upper()
local cl, cu = 0, 0
for i = 1, 256 do
  if l:byte(i) ~= s:byte(i) then cl = cl + 1 end
  if u:byte(i) ~= s:byte(i) then cu = cu + 1 end
end
print(cl, cu)
print(string.lower(10), string.upper(1.5))
print(pcall(function() return string.upper() end))
print(pcall(function() return string.lower(nil) end))

-- utf8.codes reports invalid bytes when reached, after yielding the valid prefix
local out = {}
local ok, err = pcall(function()
  for p, c in utf8.codes("ok\xc3\xa9\xff!") do out[#out + 1] = p .. ":" .. c end
end)
print(ok, err)
print(table.concat(out, " "))
print(pcall(utf8.codes))
local ok2, f2, s2, c2 = pcall(utf8.codes, 42)
print(ok2, type(f2), s2, c2)
for p, c in utf8.codes(123) do io.write(p, ":", c, " ") end print()

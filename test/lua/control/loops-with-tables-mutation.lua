-- modifying the table being iterated with a numeric for reads current values
local t = {1, 2, 3, 4, 5}
for i = 1, #t do t[i] = t[i] * 2 end
print(table.concat(t, ","))
local s = {1, 2, 3}
for i = 1, #s do s[#s + 1] = s[i] end
print(#s, table.concat(s, ","))
local r = {5, 6, 7, 8}
for i = #r, 1, -1 do if r[i] % 2 == 0 then table.remove(r, i) end end
print(table.concat(r, ","))

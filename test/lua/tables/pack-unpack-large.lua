-- table.pack/unpack and select with a few hundred values
local t = {}
for i = 1, 250 do t[i] = i end
local p = table.pack(table.unpack(t))
print(p.n, p[1], p[250])
print(select("#", table.unpack(t)), (select(250, table.unpack(t))))
print(math.max(table.unpack(t)), math.min(table.unpack(t)))
local s = string.char(table.unpack(t, 65, 90))
print(s)

-- Arrays grown by appends past 65,536 elements, where an append past a full array part reserves
-- the doubled part (below that only the part of 1,024 does): borders, holes and values stay lua5.4's.
local a = {}
for i = 1, 140000 do a[#a + 1] = i end
print(#a, a[65536], a[65537], a[131072], a[131073], a[140000], a[140001])
local b = {}
for i = 1, 131073 do b[i] = i % 7 end
print(#b, b[131072], b[131073], b[131074])
b[131073] = nil
print(#b, b[131072])
for i = 131072, 65537, -1 do b[i] = nil end
print(#b, b[65536], b[65537])
b[#b + 1] = "x"
print(#b, b[65537])
local s = 0
for i, v in ipairs(a) do s = (s + i * v) % 1000003 end
print(s)
local c = {}
for i = 1, 70000 do c[i] = i end
c[50000] = nil
local n = 0
for _ in pairs(c) do n = n + 1 end
print(n, c[49999], c[50000], c[50001])

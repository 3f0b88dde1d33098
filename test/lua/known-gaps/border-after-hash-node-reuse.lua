-- known gap: lua5.4 decides a rehash at a new key by whether a free hash node is left, and a key whose
-- main position holds a dead key reuses that node; we count nodes without positions, so here we rehash
-- where lua5.4 does not and #t finds a different (equally valid) border: 11 where lua5.4 says 1
local t = {}
for i = 1, 7 do t[i] = i end
t[9] = 11
for _ = 1, 3 do table.remove(t) end
print(#t)
for _ = 1, 3 do t[#t] = nil end
print(#t)
t[4] = 34
t[11] = 40
t[10] = 44
t[5] = 47
t[2] = 48
t[2] = nil
t[8] = 53
t[3] = 56
print(#t)
t[6] = 58
print(#t)

-- length of tables with nils: cases where lua5.4's border is deterministic
local a = {1, 2, nil, 4}
print("constructor hole at 3", #a)
local b = {1, nil, 3}
print("constructor hole at 2", #b)
local c = {nil, nil, 3}
print("leading nils", #c)
local d = {1, 2, 3, nil, nil}
print("trailing nils", #d)
local e = {}
e[1] = 1; e[2] = 2; e[4] = 4
print("assign skip 3", #e)
local f = {1, 2, 3, 4, 5}
f[3] = nil
print("remove middle of 5", #f)
local g = {1, 2, 3, 4, 5, 6, 7, 8}
g[8] = nil; g[7] = nil
print("remove last two of 8", #g)
local h = {}
h[2] = 2
print("only index 2", #h)
local i = {[1] = 1, [2] = 2, [3] = 3}
print("explicit keys", #i)
local j = {}
for k = 1, 8 do j[k] = k end
j[5] = nil
print("8 with hole at 5", #j)

-- each iteration of for/while loops creates a fresh local captured by closures
local fs = {}
for i = 1, 3 do fs[i] = function() return i end end
print(fs[1](), fs[2](), fs[3]())
local gs = {}
for _, v in ipairs({"a", "b", "c"}) do gs[#gs + 1] = function() return v end end
print(gs[1](), gs[2](), gs[3]())
local hs = {}
local j = 1
while j <= 3 do local k = j hs[j] = function() k = k + 10 return k end j = j + 1 end
print(hs[1](), hs[1](), hs[2](), hs[3]())
local shared = {}
local x = 0
for i = 1, 3 do x = x + 1 shared[i] = function() return x end end
print(shared[1](), shared[2](), shared[3]())
local rs = {}
local r = 0
repeat local c = r rs[#rs + 1] = function() return c end r = r + 1 until r == 3
print(rs[1](), rs[2](), rs[3]())

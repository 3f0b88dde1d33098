-- table constructors: positional, named, bracketed keys, trailing separators, nested
local t = {1, 2, 3; x = "x", ["y z"] = "yz", [10] = "ten", 4, [1 + 1] = "overridden?", }
print(#t, t[1], t[2], t[3], t[4], t.x, t["y z"], t[10])
local n = {{1, 2}, {3, {4, 5}}, {}}
print(#n, n[2][2][2], #n[3], n[1][2])
local s = {"a"; "b"; "c"}
print(#s, table.concat(s, ","))
local e = {}
print(#e, next(e))
local k = {[1] = "a", [2] = "b", [3] = "c"}
print(#k, table.concat(k))
local f = {f = function(x) return x * 2 end}
print(f.f(21), type(f.f))
local dup = {x = 1, x = 2}
print(dup.x)
local nilv = {nil, nil, 3}
print(#nilv, nilv[3])
local neg = {[-1] = "m1", [0] = "zero", "one"}
print(#neg, neg[-1], neg[0], neg[1])

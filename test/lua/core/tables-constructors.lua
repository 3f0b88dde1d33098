local function three() return 1, 2, 3 end
local t = {three(), three(), [10] = "ten", x = "x", three()}
print(#t, t[1], t[2], t[3], t[4], t[5], t[10], t.x)
local u = {[1] = "a", [2] = "b", "c"}
print(u[1], u[2])
local v = {n = 1, ["n"] = 2}
print(v.n)
local w = {1, 2, 3, nil}
print(#w)
local nested = {a = {b = {c = "deep"}}}
print(nested.a.b.c, nested["a"]["b"]["c"])
local k = "dyn"
local d = {[k .. "1"] = 1, [k .. "2"] = 2}
print(d.dyn1, d.dyn2)
local f = {[1.0] = "float one", [2] = "two"}
print(f[1], f[2.0])

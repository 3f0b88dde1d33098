-- table.pack stores the argument count in n, including trailing nils
local p = table.pack(1, nil, 3, nil)
print(p.n, p[1], p[2], p[3], p[4])
local e = table.pack()
print(e.n, #e)
local q = table.pack(nil)
print(q.n, q[1])
local function f(...) return table.pack(...) end
local r = f("a", "b")
print(r.n, r[1], r[2])
print(table.unpack(p, 1, p.n))
print(select("#", table.unpack(p, 1, p.n)))

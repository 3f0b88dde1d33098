local function id(...) return ... end
print(id(1, 2, 3))
print((id(1, 2, 3)))
print(id(1, 2, 3), "end")
print(({id(1, 2, 3)})[3])
local function count(...) return select('#', ...) end
print(count(id()), count(id(nil)), count(id(1, nil)), count(id(1, nil), 2))
local function tail(...) return select(2, ...) end
print(tail("a", "b", "c"))
print(select(-1, "a", "b", "c"))
local t = table.pack(id(1, nil, 3))
print(t.n, t[1], t[2], t[3])
print(table.unpack({1, 2, 3}))

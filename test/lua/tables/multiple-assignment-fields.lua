-- Multiple assignment to constant string keys: present fields, new fields, nil values, __newindex,
-- metamethod names and errors, assigned right to left.
local t = { x = 1, y = 2 }
t.x, t.y, t.z = 10, nil, 30
print(t.x, t.y, t.z)
local n = 0
for k, v in pairs(t) do n = n + 1 end
print("keys", n)
t["x"], t["w"] = t.z, t.x
print(t.x, t.w)

-- __newindex runs for absent fields only, right to left
local log = {}
local p = setmetatable({ a = 1 }, { __newindex = function(tt, k, v) log[#log + 1] = k .. "=" .. tostring(v); rawset(tt, k, v) end })
p.a, p.b, p.c = "A", "B", "C"
print(p.a, p.b, p.c, table.concat(log, " "))
p.a, p.b = nil, nil
p.a, p.b = 1, 2
print(p.a, p.b, table.concat(log, " "))

-- a __newindex table receives absent keys
local store = {}
local q = setmetatable({ kept = 0 }, { __newindex = store })
q.kept, q.sent = 5, 6
print(q.kept, rawget(q, "sent"), store.sent)

-- writing metamethod names through a multiple assignment takes effect at once
local mt = {}
local obj = setmetatable({}, mt)
mt.__index, mt.other = function(_, k) return "idx:" .. k end, 1
print(obj.foo)
mt.__index, mt.other = { foo = "table" }, 2
print(obj.foo)
mt.__index, mt.__newindex = nil, nil
print(obj.foo)

-- the same table twice and a swap through fields
local s = { a = 1, b = 2 }
s.a, s.b = s.b, s.a
print(s.a, s.b)
s.a, s.a = "first", "second"
print(s.a)

-- integer-valued floats and strings keep their types
local f = { v = 0 }
f.v, f.w = 2.0, "3"
print(math.type(f.v), f.v, type(f.w))

-- errors name the indexed value
local ok, err = pcall(function() local u; local v = {}; v.a, u.b = 1, 2 end)
print(ok, err)
ok, err = pcall(function() local v = { a = 1 }; v.a, (nil).b = 1, 2 end)
print(ok, err)

-- tables are reference values: aliasing, equality by identity, as keys
local a = {1}
local b = a
b[1] = 99
print(a[1], a == b, {} == {}, a ~= {1})
local key1, key2 = {}, {}
local m = {[key1] = "one", [key2] = "two"}
print(m[key1], m[key2], m[{}])
local function mutate(t) t.x = "changed" end
local c = {}
mutate(c)
print(c.x)
local function replace(t) t = {x = "new"} return t end
local d = {x = "old"}
local e = replace(d)
print(d.x, e.x)
print(type(a), type(m))

-- String keys: fields read and written in place, set to nil and set again, JS-looking names,
-- numeric-looking strings distinct from integers, and traversal order after deletions.
local t = { a = 1, b = 2, c = 3 }
t.a = t.a + 10
t.b = nil
print(t.a, t.b, t.c)
t.b = "back"
print(t.b)
local keys = {}
for k, v in pairs(t) do keys[#keys + 1] = k .. "=" .. tostring(v) end
table.sort(keys)
print(table.concat(keys, " "))

-- names that are special to JavaScript are ordinary keys
local o = {}
o.__proto__ = "p"; o.constructor = "c"; o.toString = "s"; o.hasOwnProperty = "h"; o.valueOf = 1
print(o.__proto__, o.constructor, o.toString, o.hasOwnProperty, o.valueOf)
o.constructor = nil
print(o.constructor, rawget(o, "constructor"), o["toString"])
local e = {}
print(e.__proto__, e.constructor, e.toString, e.length, e.prototype)

-- "1" and 1 are different keys
local m = {}
m["1"] = "string one"; m[1] = "integer one"; m["01"] = "zero one"; m[""] = "empty"
print(m["1"], m[1], m["01"], m[""], #m)
m["1"] = nil
print(m["1"], m[1])

-- delete while traversing, then keep going (allowed for existing keys)
local big = {}
for i = 1, 40 do big["k" .. i] = i end
local n, sum = 0, 0
for k, v in pairs(big) do
  big[k] = nil
  n = n + 1; sum = sum + v
end
print(n, sum, next(big))
for i = 1, 40 do big["k" .. i] = i * 2 end
local s2 = 0
for _, v in pairs(big) do s2 = s2 + v end
print(s2)

-- nil assignment to an absent field, and overwrite with false
local f = { x = 1 }
f.y = nil
f.x = false
print(f.x, f.y, next(f))
f.x = nil
print(next(f))

-- a field store on a non-table names the variable
local ok, err = pcall(function() local s = 5; s.x = 1 end)
print(ok, err)
ok, err = pcall(function() local u; u.x = 1 end)
print(ok, err)
ok, err = pcall(function() local u; return u.x end)
print(ok, err)
ok, err = pcall(function() return undefinedglobal.x end)
print(ok, err)
ok, err = pcall(function() local q = {} return q.a.b end)
print(ok, err)
-- strings index their metatable
local str = "abc"
print(str.len == string.len, str.upper == string.upper, ("x").rep("y", 3))

-- strings are values: operations return new strings and equal contents compare equal
local a = "hello"
local b = a:upper()
print(a, b)
local c = "hel" .. "lo"
print(a == c, rawequal(a, c))
local t = {[a] = 1}
print(t[c], t["hello"])
local long1 = string.rep("x", 1000)
local long2 = string.rep("x", 999) .. "x"
print(long1 == long2, #long1)

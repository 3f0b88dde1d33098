-- integer and float keys that compare equal address the same table slot; strings do not
local t = {}
t[1] = "int"
t["1"] = "str"
print(t[1], t[1.0], t["1"])
t[1.0] = "float"
print(t[1], t["1"])
local keys = {}
for k in pairs(t) do keys[#keys + 1] = type(k) .. ":" .. tostring(k) end
table.sort(keys)
print(table.concat(keys, " "))
t[2^63] = "f63"
print(t[2^63], t[math.mininteger])
t[-2^63] = "neg63"
print(t[math.mininteger])

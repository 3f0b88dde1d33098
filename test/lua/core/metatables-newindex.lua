local log = {}
local proxy = setmetatable({}, {__newindex = function(t, k, v) log[#log + 1] = k .. "=" .. tostring(v); rawset(t, k, v) end})
proxy.a = 1
proxy.a = 2
proxy.b = nil
print(table.concat(log, " "), proxy.a)
local store = {}
local ro = setmetatable({}, {__newindex = store, __index = store})
ro.x = 5
print(rawget(ro, "x"), store.x, ro.x)

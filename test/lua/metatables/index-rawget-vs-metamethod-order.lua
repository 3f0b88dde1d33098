-- __index is consulted only when the raw value is nil (false values are returned as-is)
local t = setmetatable({f = false}, {__index = function(_, k) return "meta:" .. k end})
print(t.f, t.g, rawget(t, "g"))
t.f = nil
print(t.f)
local proxy = setmetatable({}, {__index = {a = false, b = 0}})
print(proxy.a, proxy.b, proxy.c)

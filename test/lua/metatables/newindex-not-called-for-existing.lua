-- __newindex/__index are not consulted for keys that exist with non-nil values
local log = {}
local t = setmetatable({a = 1}, {
  __newindex = function(t, k, v) log[#log + 1] = "new:" .. k rawset(t, k, v) end,
  __index = function(t, k) log[#log + 1] = "idx:" .. k return nil end,
})
t.a = 2
local _ = t.a
t.b = 3
local _ = t.b
t.a = nil
t.a = 4
local _ = t.zzz
print(table.concat(log, " "))
print(t.a, t.b)

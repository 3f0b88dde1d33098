-- __newindex redirects assignments of absent keys to another table or a function
local store = {}
local t = setmetatable({}, {__newindex = store})
t.a = 1
print(rawget(t, "a"), store.a)
local log = {}
local u = setmetatable({existing = 1}, {__newindex = function(tbl, k, v) log[#log + 1] = k .. "=" .. tostring(v) rawset(tbl, k, v * 10) end})
u.existing = 2
u.new = 3
u.new = 4
print(u.existing, u.new, table.concat(log, ","))
local ro = setmetatable({}, {__newindex = function(_, k) error("read-only: " .. k, 2) end})
print(pcall(function() ro.x = 1 end))
local chain = setmetatable({}, {__newindex = setmetatable({}, {__newindex = store})})
chain.deep = "d"
print(store.deep, rawget(chain, "deep"))

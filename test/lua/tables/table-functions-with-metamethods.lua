-- table.insert/concat/unpack use __index/__newindex/__len on proxies
local log = {}
local store = {}
local p = setmetatable({}, {
  __len = function() return #store end,
  __index = function(_, k) log[#log + 1] = "get" .. k return store[k] end,
  __newindex = function(_, k, v) log[#log + 1] = "set" .. k store[k] = v end,
})
table.insert(p, "a")
table.insert(p, "b")
table.insert(p, 1, "z")
print(table.concat(store, ","))
print(table.concat(p, ","))
print(table.unpack(p))
print(#log > 0, log[1], log[2])
print(table.remove(p), table.concat(store, ","))

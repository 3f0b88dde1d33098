print(pcall(function() local x <close> = 42 end))
print(pcall(function() local x <close> = {} end))
local log = {}
print(pcall(function()
  local a <close> = setmetatable({}, {__close = function(_, e) log[#log + 1] = "a:" .. tostring(e) end})
  local b <close> = setmetatable({}, {__close = function(_, e) error("in b", 0) end})
  error("first", 0)
end))
print(table.concat(log, " "))

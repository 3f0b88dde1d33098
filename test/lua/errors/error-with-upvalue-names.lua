-- runtime errors mention upvalue names for captured variables
local cfg = nil
local num = 10
local str = "s"
local tbl = {}
print(pcall(function() return cfg.x end))
print(pcall(function() return num.x end))
print(pcall(function() return str + 1 end))
print(pcall(function() return tbl .. "" end))
print(pcall(function() cfg() end))
print(pcall(function() return -tbl end))
print(pcall(function() return tbl < tbl end))

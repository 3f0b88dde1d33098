-- errors inside the xpcall message handler are reported in a specific way
local ok, e = xpcall(function() error("first") end, function(m) error("in handler") end)
print(ok, type(e))
print(xpcall(function() error("x", 0) end, function(m) return nil end))
print(xpcall(function() error() end, function(m) return "got " .. tostring(m) end))

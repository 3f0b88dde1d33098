-- print raises when __tostring fails or returns a non-string; output before the failure is kept
print(pcall(print, "a", setmetatable({}, {__tostring = function() return {} end})))
print(pcall(tostring, setmetatable({}, {__tostring = function() return true end})))
print(pcall(print, setmetatable({}, {__tostring = function() error("bad tostring", 0) end})))
print("still running")

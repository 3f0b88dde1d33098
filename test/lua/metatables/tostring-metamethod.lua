-- __tostring is used by tostring and print; it must return a string
local p = setmetatable({x = 1, y = 2}, {__tostring = function(s) return "Point(" .. s.x .. "," .. s.y .. ")" end})
print(p)
print(tostring(p), type(tostring(p)))
print(pcall(tostring, setmetatable({}, {__tostring = function() return 42 end})))
print(pcall(tostring, setmetatable({}, {__tostring = function() error("ts fail", 0) end})))
print(string.format("%s", p))
local ok, msg = pcall(function() return "x" .. p end)
print(ok, msg)

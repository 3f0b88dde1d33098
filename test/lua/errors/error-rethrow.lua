-- rethrowing a caught error keeps its original message; error objects pass through pcall intact
local function inner() error("inner failure") end
local ok, e = pcall(inner)
print(ok, e)
local ok2, e2 = pcall(function() local ok, e = pcall(inner) error(e, 0) end)
print(ok2, e2)
local ok3, e3 = pcall(function() local ok, e = pcall(inner) error(e) end)
print(ok3, e3)
local errobj = {tag = "E"}
local ok4, e4 = pcall(function() local ok, e = pcall(error, errobj) error(e) end)
print(ok4, e4 == errobj, e4.tag)

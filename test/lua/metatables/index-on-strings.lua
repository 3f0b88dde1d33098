-- strings share a metatable whose __index is the string table (method calls on strings)
local s = "Hello"
print(s:upper(), s:len(), ("x"):rep(3), s:sub(2, 3), #s:lower())
print(("%d-%s"):format(5, "x"))
print(s.len == string.len, type(s.upper))
string.custom = function(self) return "custom:" .. self end
print(s:custom())
print(pcall(function() return s:nope() end))
print(pcall(function() local n = 5 return n:upper() end))

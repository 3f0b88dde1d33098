-- string methods (s:f(...) through the string metatable) number a bad argument without self, and a bad
-- self reads "calling 'f' on bad self"; calls with '.' count every argument; the call site's name is used
local s = "hello"
print(pcall(function() return s:rep({}) end))
print(pcall(function() return s:sub("a") end))
print(pcall(function() return s:byte({}) end))
print(pcall(function() return s:sub(1, {}) end))
print(pcall(function() return string.rep(s, {}) end))
print(pcall(function() return s.rep(s, {}) end))
print(pcall(function() return ("x"):format(1, 2) end))
print(pcall(function() return ("%d"):format("z") end))
print(pcall(function() return ("%d %s"):format(1) end))
print(pcall(function() local r = s:rep({}) return r end))
print(pcall(function() local r = string.rep(s, {}) return r end))
print(pcall(function() return s:find({}) end))
print(pcall(function() return s:gsub("l") end))
print(pcall(function() return s:char() end))
print(pcall(function() return ("abc"):upper(), ("abc"):len(), s:rep(2, "-") end))
-- another name for the same function: lua reports the name at the call site
string.twice = string.rep
print(pcall(function() return s:twice({}) end))
print(pcall(function() return s:twice(2) end))
string.twice = nil
-- errors raised inside callbacks keep their own numbering and position
print(pcall(function() return s:gsub("l", function(c) return string.rep(c, {}) end) end))
print(pcall(function() return s:gsub("l", function(c) return c:rep({}) end) end))
-- a method that is not a library function is left alone
string.mine = function(self, n) if type(n) ~= "number" then error("bad n", 2) end return self end
print(pcall(function() local r = s:mine({}) return r end))
string.mine = nil
-- a missing string method
print(pcall(function() return s:nosuch() end))
-- pcall calling a string function directly names it by its global name
print(pcall(string.rep, s, {}))
print(pcall(s.rep, s, {}))

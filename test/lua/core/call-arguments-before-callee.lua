-- a call evaluates its arguments before it checks that the callee can be called (and looks up __call)
local f
local t = {}
local n = 0
local function bump() n = n + 1 return n end
print(pcall(function() f(error("arguments first")) end))
print(pcall(function() t.nope(error("arguments first, field")) end))
print(pcall(function() t:nope(error("arguments first, method")) end))
print(pcall(function() f(bump(), bump()) end), n)
print(pcall(function() local x = 5; x(bump()) end), n)
print(pcall(function() return f((bump())) end), n)
print(pcall(f, bump()), n)
local c = setmetatable({}, {})
print(pcall(function() return c((function() getmetatable(c).__call = function(self, v) return "late " .. v end return "call" end)()) end))
print(pcall(function() return c(setmetatable(c, nil) and "x") end))
for _, v in ipairs({1, "s", true, {}}) do print(pcall(function() v(bump()) end), n) end

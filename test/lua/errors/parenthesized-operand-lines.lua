-- An operation inside parentheses on an earlier line than the enclosing operation fails at its own
-- line: the enclosing operation's line is stored only after its operands ran
local t = {}
local function f() return t end
print(pcall(function() return ("a" ..
 t) ..
 "b" end))
print(pcall(function() return (1 +
 t) +
 2 end))
print(pcall(function() return (1 +
 2) +
 t end))
print(pcall(function() return 1 + (2 +
 t) end))
print(pcall(function() return (f() ..
 "x") ..
 "b" end))
print(pcall(function() return -(
 t) +
 1 end))
print(pcall(function() return #(nil
 ) .. (
 t) end))
print(pcall(function() local x = 1 return (x +
 t) <
 3 end))
print(pcall(function() return (t
 .a) ..
 (t .. "y") end))
print(pcall(function() return t.x.y ..
 (t ..
 "z") end))
print(pcall(function() return (t[1] or
 t).n.m +
 1 end))

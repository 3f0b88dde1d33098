-- concatenation errors name the offending operand
local up = {}
print(pcall(function() return "a" .. nil end))
print(pcall(function() local x return "a" .. x end))
print(pcall(function() return undefg .. "b" end))
print(pcall(function() return "a" .. up end))
print(pcall(function() return "a" .. true end))
print(pcall(function() local t = {} return t.name .. "!" end))
print(pcall(function() return 1 .. {} end))
print(pcall(function() return "a" .. "b" .. nil .. "c" end))
print(pcall(function() return print .. "" end))

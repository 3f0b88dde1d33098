print(select('#', ...))
local a, b = ...
print(a, b)
local t = {...}
print(#t)

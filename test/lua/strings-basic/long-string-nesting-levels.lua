-- long strings of various levels containing closing brackets of other levels
print([=[a]]b]=], [==[x]=]y]]z]==], [[ ]=] ]])
print(#[[
]], #[[

]])
local s = [[tab	and "quotes" 'single' \ backslash]]
print(s, #s)

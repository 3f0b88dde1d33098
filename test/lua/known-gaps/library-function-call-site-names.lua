-- known gap: lua5.4 names a library function in a `bad argument` error after the call site (a
-- local alias, a field of another name); we name it after the library (its own name)
local ins = table.insert
print(pcall(function() ins(nil, 1) end))
local t = {g = string.rep}
print(pcall(function() return t.g({}) end))

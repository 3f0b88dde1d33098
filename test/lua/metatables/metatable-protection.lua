-- __metatable hides the metatable from getmetatable and blocks setmetatable
local t = setmetatable({}, {__metatable = "locked", __index = {x = 1}})
print(getmetatable(t), t.x)
print(pcall(setmetatable, t, {}))
print(pcall(setmetatable, t, nil))
local u = setmetatable({}, {__metatable = false})
print(getmetatable(u))
print(getmetatable("abc").__index == string, getmetatable(1), getmetatable(nil))
print(pcall(setmetatable, 1, {}))
print(pcall(setmetatable, {}, 1))
print(pcall(setmetatable, {}))
local plain = {}
print(setmetatable(plain, nil) == plain, getmetatable(plain))

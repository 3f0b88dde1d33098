local x <const> = 10
local y <const>, z = 20, 30
z = z + x + y
print(x, y, z)
local s <const> = "str"
local function f() return s .. x end
print(f())

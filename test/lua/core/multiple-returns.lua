local function two() return 1, 2 end
local function none() end
local function three() return 1, 2, 3 end
print(two())
print(two(), two())
print(none())
print((none()))
print(none(), 1)
local t = {two(), two()}
print(#t)
local t2 = {two(), (two())}
print(#t2)
local t3 = {three(), x = 1}
print(#t3, t3.x)
print(#{none()}, #{none(), none()})
local s = string.rep("a", 3) .. tostring((three()))
print(s)
local function many(n) if n == 0 then return end return n, many(n - 1) end
print(many(5))

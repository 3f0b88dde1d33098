-- multiple results are adjusted to 1 except at the end of lists (args, returns, constructors, assignments)
local function mr() return 1, 2, 3 end
local function none() end
print(mr())
print(mr(), "x")
print("x", mr())
print((mr()))
local a, b, c, d = mr()
print(a, b, c, d)
local e, f = mr(), 10
print(e, f)
local t = {mr(), mr()}
print(#t)
print(#{mr(), nil}, #{(mr())})
local s = mr() + 10
print(s)
print(mr() .. "|" .. mr())
print(select("#", none()), select("#", (none())))
local function pass() return mr() end
print(pass())
local function paren() return (mr()) end
print(paren())
local x, y = none()
print(x, y)
print(string.format("%d %d %d", mr()))
print(math.max(mr()), math.min(mr(), 0))

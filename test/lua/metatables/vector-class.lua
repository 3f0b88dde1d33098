-- a 2D vector class using arithmetic, comparison, __eq, __tostring, __len and __index metamethods
local Vec = {}
Vec.__index = Vec
local function new(x, y) return setmetatable({x = x, y = y}, Vec) end
Vec.__add = function(a, b) return new(a.x + b.x, a.y + b.y) end
Vec.__sub = function(a, b) return new(a.x - b.x, a.y - b.y) end
Vec.__mul = function(a, b)
  if type(a) == "number" then return new(a * b.x, a * b.y) end
  if type(b) == "number" then return new(a.x * b, a.y * b) end
  return a.x * b.x + a.y * b.y
end
Vec.__unm = function(a) return new(-a.x, -a.y) end
Vec.__eq = function(a, b) return a.x == b.x and a.y == b.y end
Vec.__lt = function(a, b) return a:len2() < b:len2() end
Vec.__le = function(a, b) return a:len2() <= b:len2() end
Vec.__tostring = function(a) return "(" .. a.x .. ", " .. a.y .. ")" end
Vec.__len = function(a) return 2 end
Vec.__concat = function(a, b) return tostring(a) .. tostring(b) end
function Vec:len2() return self.x * self.x + self.y * self.y end
local a, b = new(1, 2), new(3, 4)
print(a + b, a - b, a * b, 2 * a, a * 2.5, -a)
print(a == new(1, 2), a ~= b, a < b, b <= a, #a)
print(a .. b, a .. "!")

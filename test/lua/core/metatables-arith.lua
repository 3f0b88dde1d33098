local V = {}
V.__index = V
local function vec(x, y) return setmetatable({x = x, y = y}, V) end
V.__add = function(a, b) return vec(a.x + b.x, a.y + b.y) end
V.__sub = function(a, b) return vec(a.x - b.x, a.y - b.y) end
V.__mul = function(a, b) if type(a) == "number" then return vec(a * b.x, a * b.y) end return vec(a.x * b, a.y * b) end
V.__unm = function(a) return vec(-a.x, -a.y) end
V.__eq = function(a, b) return a.x == b.x and a.y == b.y end
V.__lt = function(a, b) return a.x < b.x end
V.__le = function(a, b) return a.x <= b.x end
V.__len = function(a) return 2 end
V.__tostring = function(a) return "(" .. a.x .. "," .. a.y .. ")" end
V.__concat = function(a, b) return tostring(a) .. tostring(b) end
V.__call = function(self, k) return self[k] end
V.__idiv = function() return "idiv" end
V.__mod = function() return "mod" end
V.__pow = function() return "pow" end
V.__div = function() return "div" end
V.__band = function() return "band" end
V.__shl = function() return "shl" end
V.__bnot = function() return "bnot" end
local a, b = vec(1, 2), vec(3, 4)
print(tostring(a + b), tostring(a - b), tostring(2 * a), tostring(a * 3), tostring(-a))
print(a == vec(1, 2), a ~= b, a < b, a <= b, a > b, a >= b, #a)
print(a .. b, a .. "!", "!" .. a)
print(a("x"), a("y"))
print(a // b, a % b, a ^ b, a / b, a & b, a << 1, ~a)

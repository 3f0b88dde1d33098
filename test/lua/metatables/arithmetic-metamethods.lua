-- every arithmetic metamethod: __add __sub __mul __div __mod __pow __idiv and operand order
local mt = {}
local function V(v) return setmetatable({v = v}, mt) end
local function val(x) return type(x) == "table" and x.v or x end
for _, name in ipairs({"add", "sub", "mul", "div", "mod", "pow", "idiv"}) do
  mt["__" .. name] = function(a, b) return name .. "(" .. tostring(val(a)) .. "," .. tostring(val(b)) .. ")" end
end
local a = V(7)
print(a + 1, 1 + a, a - 2, 2 - a)
print(a * 3, a / 4, a % 5, a ^ 2, a // 3)
print(10 // a, "s" + a, a + a)
print(pcall(function() return {} + 1 end))
local onlyleft = setmetatable({}, {__add = function(x, y) return "left:" .. type(x) .. "," .. type(y) end})
print(onlyleft + {}, {} + onlyleft)

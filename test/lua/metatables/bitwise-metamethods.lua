-- bitwise metamethods: __band __bor __bxor __shl __shr __bnot
local mt = {}
local function V(v) return setmetatable({v = v}, mt) end
local function val(x) return type(x) == "table" and x.v or x end
for _, name in ipairs({"band", "bor", "bxor", "shl", "shr"}) do
  mt["__" .. name] = function(a, b) return name .. "(" .. tostring(val(a)) .. "," .. tostring(val(b)) .. ")" end
end
mt.__bnot = function(a) return "bnot(" .. a.v .. ")" end
local a = V(6)
print(a & 3, 3 & a, a | 1, a ~ 2, a << 1, a >> 1, ~a)
print(1.5 | a)
print(pcall(function() return {} | 1 end))
print(pcall(function() return 1.5 | 1 end))
local strs = setmetatable({}, {__band = function(x, y) return "called" end})
print("3" & strs, 2.5 & strs)

-- __concat is used when either operand is not a string or number, right-associatively
local mt = {__concat = function(a, b)
  local sa = type(a) == "table" and "[" .. a.name .. "]" or tostring(a)
  local sb = type(b) == "table" and "[" .. b.name .. "]" or tostring(b)
  return sa .. sb
end}
local A = setmetatable({name = "A"}, mt)
local B = setmetatable({name = "B"}, mt)
print(A .. B)
print(A .. "s", "s" .. A, 1 .. A, A .. 2.5)
print("x" .. A .. "y" .. B .. "z")
print(pcall(function() return {} .. "x" end))
print(pcall(function() return "x" .. nil end))
local weird = setmetatable({}, {__concat = function(a, b) return 42 end})
print(weird .. "a", math.type(weird .. "a"))
print(true and pcall(function() return A .. true end))

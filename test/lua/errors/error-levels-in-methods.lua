-- level 2 errors in argument-checking helpers blame the caller's line
local function check(v) if type(v) ~= "number" then error("expected number, got " .. type(v), 2) end return v end
local function api(x)
  return check(x)
end
print(pcall(api, 1))
print(pcall(api, "s"))
local Obj = {}
function Obj:setName(n)
  if type(n) ~= "string" then error("name must be a string", 2) end
  self.name = n
end
print(pcall(function() Obj:setName(5) end))
print(pcall(Obj.setName, Obj, 5))

-- globals live in _ENV/_G; assigning, reading and shadowing _ENV with a local table
x_global = 10
print(x_global, _G.x_global, _ENV.x_global, _G == _ENV)
_G.y_global = 20
print(y_global)
local function sandboxed()
  local _ENV = {print = print, tostring = tostring}
  z = 5
  print(z, tostring(x_global))
  return _ENV
end
local env = sandboxed()
print(env.z, z)
print(type(_G), _G._G == _G)
do
  local _ENV = setmetatable({}, {__index = _G})
  newvar = "only in this env"
  print(newvar, _G.newvar)
end
print(newvar)

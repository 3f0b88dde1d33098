x = "global x"
local function withEnv()
  local _ENV = {print = print, y = "env y"}
  print(y, x)
  z = 5
  return _ENV
end
local e = withEnv()
print(e.z, z)
print(_ENV == _G, _G.x)
local _ENV = setmetatable({}, {__index = _G})
w = 1
print(w, _G.w)

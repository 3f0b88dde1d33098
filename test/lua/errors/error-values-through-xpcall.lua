-- xpcall handler receives non-string error values unchanged and can wrap them
local function handler(e)
  if type(e) == "table" then return "table error: " .. tostring(e.msg) end
  return "other error: " .. tostring(e)
end
print(xpcall(function() error({msg = "structured"}) end, handler))
print(xpcall(function() error(404) end, handler))
print(xpcall(function() error() end, handler))
print(xpcall(function() local t = {} return t.a.b end, handler))
print(xpcall(function() return "no error" end, handler))

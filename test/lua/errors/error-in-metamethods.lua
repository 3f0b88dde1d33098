-- errors raised inside metamethods propagate through the operator with their own position
local mt = {
  __add = function() error("add failed") end,
  __index = function(_, k) error("no field " .. k, 2) end,
  __call = function() error({reason = "call"}) end,
  __tostring = function() error("tostring failed", 0) end,
}
local t = setmetatable({}, mt)
print(pcall(function() return t + 1 end))
print(pcall(function() return t.foo end))
local ok, e = pcall(function() return t() end)
print(ok, e.reason)
print(pcall(tostring, t))
print(pcall(print, t))

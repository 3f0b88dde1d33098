print(pcall(function() return 1, 2, 3 end))
print(pcall(function(...) return select('#', ...) end, nil, nil))
print(xpcall(function() error("bad") end, function(m) return "handled: " .. m end))
print(xpcall(function() return "fine" end, print))
print(xpcall(function(a, b) return a + b end, debug and debug.traceback or print, 1, 2))
print(pcall(pcall, error, "x"))
local ok, err = pcall(function()
  local ok2, err2 = pcall(error, "inner")
  error("outer:" .. err2, 0)
end)
print(ok, err)
print(pcall(nil))
print(pcall(xpcall, function() error({}) end, function(e) return type(e) end))
local co = 0
for i = 1, 100 do
  local ok3 = pcall(function() if i % 2 == 0 then error("even") end co = co + 1 end)
end
print(co)

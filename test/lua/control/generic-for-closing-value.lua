-- the 4th value of a generic for is a to-be-closed value closed when the loop ends or breaks
local function closing(label)
  return setmetatable({}, {__close = function() print("closed " .. label) end})
end
local function iter(n, label)
  local i = 0
  return function() i = i + 1 if i <= n then return i end end, nil, nil, closing(label)
end
for i in iter(2, "normal") do print("i", i) end
for i in iter(5, "break") do if i == 2 then break end print("i", i) end
local function f()
  for i in iter(5, "return") do if i == 1 then return "returned" end end
end
print(f())
print(pcall(function()
  for i in iter(5, "error") do error("err in loop", 0) end
end))
print(pcall(function() for i in next, {}, nil, 42 do end end))

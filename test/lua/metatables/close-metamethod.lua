-- <close> variables call __close in reverse order on normal exit, break, return and error
local function closer(name)
  return setmetatable({}, {__close = function(_, err) print("close", name, err) end})
end
do
  local a <close> = closer("a")
  local b <close> = closer("b")
  print("body")
end
for i = 1, 3 do
  local c <close> = closer("loop" .. i)
  if i == 2 then break end
end
local function f()
  local d <close> = closer("d")
  return "ret"
end
print(f())
print(pcall(function()
  local e <close> = closer("e")
  error("boom", 0)
end))
do
  local n <close> = nil
  local f2 <close> = false
  print("nil and false are allowed")
end
print(pcall(function() local bad <close> = {} end))
print(pcall(function() local bad <close> = 42 end))

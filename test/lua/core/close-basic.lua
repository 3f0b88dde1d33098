local function closer(name, log)
  return setmetatable({}, {__close = function(_, err) log[#log + 1] = name .. (err and (":" .. tostring(err)) or "") end})
end
local log = {}
do
  local a <close> = closer("a", log)
  local b <close> = closer("b", log)
  log[#log + 1] = "body"
end
print(table.concat(log, " "))
log = {}
local function f()
  local x <close> = closer("x", log)
  return "result"
end
print(f(), table.concat(log, " "))
log = {}
print(pcall(function()
  local y <close> = closer("y", log)
  error("oops", 0)
end))
print(table.concat(log, " "))
log = {}
for i = 1, 3 do
  local z <close> = closer("z" .. i, log)
  if i == 2 then break end
end
print(table.concat(log, " "))
do
  local n <close> = nil
  local f2 <close> = false
end
print("nil and false are fine")

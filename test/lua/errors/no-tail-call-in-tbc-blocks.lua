-- lua 5.4 makes no tail call of a `return f()` inside a block with to-be-closed variables: a
-- `<close>` local's scope and every generic for's body (lparser.c forlist marks it). Error levels
-- then count the returning frame, and the close runs after the call returns.
local function f() error("level 2", 2) end
local function viaFor() for _ in pairs({1}) do return f() end end
print(pcall(viaFor))
local function viaForIpairs() for _, v in ipairs({1}) do if v then return f() end end end
print(pcall(viaForIpairs))
local function viaClose()
  local a <close> = setmetatable({}, {__close = function() print("closed after the call") end})
  return f()
end
print(pcall(viaClose))
local function plain() return f() end
print(pcall(plain))
local function afterScope() do local a <close> = nil end return f() end
print(pcall(afterScope))
local order = {}
local function count(n)
  if n == 0 then order[#order + 1] = "bottom" return "done" end
  local a <close> = setmetatable({}, {__close = function() order[#order + 1] = "close " .. n end})
  return count(n - 1)
end
print(count(3), table.concat(order, ", "))
local function countFor(n)
  if n == 0 then return 0 end
  for _ in pairs({1}) do return countFor(n - 1) + 0 end
end
print(countFor(50))

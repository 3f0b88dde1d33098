-- errors raised inside __close replace the original error; other closers still run
local function closer(name, fail)
  return setmetatable({}, {__close = function(_, err)
    print("closing", name, err)
    if fail then error(name .. " failed", 0) end
  end})
end
print(pcall(function()
  local a <close> = closer("a")
  local b <close> = closer("b", true)
  error("original", 0)
end))
print(pcall(function()
  local c <close> = closer("c", true)
  return "normal"
end))
local const <const> = 10
print(const + 1)

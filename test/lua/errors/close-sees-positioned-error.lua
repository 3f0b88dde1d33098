-- A __close handler sees the error as lua raised it: an error of the closing function is already
-- positioned (`chunk:line: msg`), also for runtime errors and library argument errors; errors from
-- callees arrive positioned at their own line; tables and level-0 errors stay as they are
local function closer(tag)
  return setmetatable({}, {__close = function(_, e) print(tag, type(e) == "table" and "table " .. e.code or e) end})
end
print(pcall(function()
  local a <close> = closer("error")
  error("boom")
end))
print(pcall(function()
  local a <close> = closer("runtime")
  local t = nil
  return t.x
end))
print(pcall(function()
  local a <close> = closer("library")
  return ("x"):rep({})
end))
local function inner() error("deep") end
print(pcall(function()
  local a <close> = closer("callee")
  inner()
end))
print(pcall(function()
  local a <close> = closer("table")
  error({code = 7})
end) == false)
print(pcall(function()
  error(nil)
end))
print(pcall(function()
  local a <close> = closer("level0")
  error("plain", 0)
end))
print(pcall(function()
  local a <close> = closer("outer")
  do
    local b <close> = closer("inner")
    error("nested")
  end
end))
print(pcall(function()
  for _ in function(s, c) if c then return nil end return 1 end, nil, nil, closer("for") do
    error("in for")
  end
end))
print(pcall(function()
  local a <close> = setmetatable({}, {__close = function(_, e) error("replaced: " .. e) end})
  error("first")
end))

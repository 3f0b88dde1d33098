-- the position of a runtime error is the line of the failing operation in multi-line expressions
local t = {}
print(pcall(function()
  local x = 1 +
    2 +
    t.missing.field
  return x
end))
print(pcall(function()
  return
    nil ..
    "x"
end))
print(pcall(function()
  local a = {
    b = nil,
  }
  return a.b.c
end))

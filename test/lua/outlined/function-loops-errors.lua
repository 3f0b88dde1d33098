-- Loops of a large function (compiled as functions of their own): return from inside loops, errors with line numbers and levels, upvalues, varargs.
local function big(mode, ...)
  local a, b, c, d, e = 0, 0, 0, 0, 0
  local log = {}
  for k = 1, 5 do a = a + k end
  for k = 1, 5 do b = b + k * 2 end
  for k = 1, 5 do c = c + k * 3 end
  for k = 1, 5 do d = d + k * 4 end
  for k = 1, 5 do e = e + k * 5 end
  log[#log + 1] = a .. "/" .. b .. "/" .. c .. "/" .. d .. "/" .. e
  local extra = 0
  for k = 1, select("#", ...) do extra = extra + select(k, ...) end
  log[#log + 1] = "extra " .. extra
  local i = 0
  while i < 10 do
    i = i + 1
    if mode == "return" and i == 4 then return "returned at " .. i, ... end
    if mode == "error" and i == 6 then
      local x = nil
      return x.field
    end
    if mode == "level2" and i == 7 then error("level two", 2) end
    if mode == "level1" and i == 8 then error("level one") end
    if mode == "table" and i == 9 then error({ code = i }) end
  end
  for k = 1, 3 do
    for m = 1, 3 do
      if mode == "inner" and k * m == 6 then
        local s = "x" .. k
        return s + m
      end
    end
  end
  local u = 0
  for k = 1, 4 do
    local inc = function() u = u + k end
    inc()
  end
  log[#log + 1] = "u " .. u
  a = a + 1; b = b + 1; c = c + 1; d = d + 1; e = e + 1
  a = a + 1; b = b + 1; c = c + 1; d = d + 1; e = e + 1
  a = a + 1; b = b + 1; c = c + 1; d = d + 1; e = e + 1
  a = a + 1; b = b + 1; c = c + 1; d = d + 1; e = e + 1
  log[#log + 1] = a + b + c + d + e
  return table.concat(log, "; ")
end

print(big("none", 1, 2, 3))
print(big("return", 4, 5))
print(pcall(big, "error"))
print(pcall(big, "level2"))
print(pcall(function() return big("level2") end))
print(pcall(big, "level1"))
local ok, err = pcall(big, "table")
print(ok, type(err), err.code)
print(pcall(big, "inner"))

-- the same checks at main chunk level: a runtime error inside a loop reports the loop's line
local results = {}
for k = 1, 3 do
  local ok2, msg = pcall(function()
    for m = 1, 3 do
      if m == k then error("fail " .. m) end
    end
  end)
  results[#results + 1] = tostring(ok2) .. " " .. msg
end
print(table.concat(results, " | "))
local sum = 0
for k = 1, 20 do
  sum = sum + k
  if k == 20 then
    print(pcall(function() return sum .. {} end))
  end
end
print(sum)

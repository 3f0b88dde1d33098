-- a printf built on string.format and varargs, plus a tostring-all helper
local function printf(fmt, ...) io.write(string.format(fmt, ...)) end
printf("%s has %d items costing %.2f\n", "cart", 3, 9.5)
printf("%5s|%-5s|%05d\n", "r", "l", 42)
local function strall(...)
  local n = select("#", ...)
  local out = {}
  for i = 1, n do out[i] = tostring((select(i, ...))) end
  return table.concat(out, " ")
end
print(strall(1, nil, "a", false, 2.0))

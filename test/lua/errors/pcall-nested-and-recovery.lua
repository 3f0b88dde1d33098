-- nested pcalls: inner errors are caught and execution continues in the outer function
local log = {}
local function risky(n) if n % 2 == 0 then error("even " .. n, 0) end return n end
for i = 1, 5 do
  local ok, v = pcall(risky, i)
  log[#log + 1] = (ok and "ok:" or "err:") .. tostring(v)
end
print(table.concat(log, " "))
print(pcall(function()
  local ok, e = pcall(error, "inner", 0)
  return "outer continues after " .. e
end))
local depth = 0
local function nest(n) depth = depth + 1 if n == 0 then error("bottom", 0) end return pcall(nest, n - 1) end
print(nest(5))
print(depth)

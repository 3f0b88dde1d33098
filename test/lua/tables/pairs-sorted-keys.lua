-- pairs over mixed keys, printed after sorting the keys (order-independent)
local t = {10, 20, 30, x = 1, y = 2, [5.5] = "f", [true] = "t", z = 3, [-1] = "neg"}
local keys = {}
for k, v in pairs(t) do keys[#keys + 1] = {k = k, v = v} end
table.sort(keys, function(a, b)
  local ta, tb = type(a.k), type(b.k)
  if ta ~= tb then return ta < tb end
  if ta == "boolean" then return tostring(a.k) < tostring(b.k) end
  return a.k < b.k
end)
for _, p in ipairs(keys) do print(type(p.k), p.k, p.v) end
print("count", #keys)

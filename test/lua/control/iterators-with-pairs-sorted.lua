-- a sorted-pairs iterator built on pairs + table.sort gives deterministic order
local function spairs(t)
  local keys = {}
  for k in pairs(t) do keys[#keys + 1] = k end
  table.sort(keys, function(a, b) return tostring(a) < tostring(b) end)
  local i = 0
  return function() i = i + 1 local k = keys[i] if k ~= nil then return k, t[k] end end
end
local data = {zebra = 1, apple = 2, mango = 3, [10] = "ten", [2] = "two"}
for k, v in spairs(data) do print(k, v) end

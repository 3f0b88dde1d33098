-- a histogram keyed by computed numbers: float keys like 2.0 merge with integer keys
local h = {}
for i = 1, 20 do
  local k = i / 2
  if k == math.floor(k) then h[k] = (h[k] or 0) + 1 else h[k] = (h[k] or 0) + 10 end
  h[i // 2] = (h[i // 2] or 0) + 100
end
local keys = {}
for k in pairs(h) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do io.write(tostring(k), "=", h[k], " ") end print()

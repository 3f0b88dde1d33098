local t = {10, 20, 30, nil, 50}
for i, v in ipairs(t) do io.write(i, "=", v, " ") end print()
local keys = {}
for k in pairs({a = 1, b = 2, c = 3}) do keys[#keys + 1] = k end
table.sort(keys)
print(table.concat(keys, ","))
local function range(n)
  local i = 0
  return function() i = i + 1; if i <= n then return i, i * i end end
end
for i, sq in range(4) do io.write(i, ":", sq, " ") end print()
local function iter(s, c) if c < s then return c + 1 end end
for v in iter, 3, 0 do io.write(v, " ") end print()
for k, v in next, {x = 1} do print(k, v) end
for a, b, c in function(_, x) if not x then return 1, 2, 3 end end do print(a, b, c) end

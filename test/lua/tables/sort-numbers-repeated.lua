-- table.sort without a comparator, many times over arrays long enough to be compiled by the JS
-- engine part way, alternating int32 values, fractions and integers past int32
local seed = 7
local function rand()
  seed = (seed * 16807) % 2147483647
  return seed
end
for round = 1, 12 do
  local t = {}
  local kind = round % 3
  for i = 1, 3000 do
    local r = rand()
    if kind == 0 then t[i] = r % 100000 - 50000
    elseif kind == 1 then t[i] = (r % 100000) / 8 - 6000
    else t[i] = (r % 100000) * 100000 - 1099511627776 end
  end
  table.sort(t)
  local ok, sum = true, 0
  for i = 2, #t do if t[i - 1] > t[i] then ok = false end end
  for i = 1, #t, 101 do sum = sum + t[i] end
  print(round, #t, ok, math.type(t[1]), t[1], t[1500], t[#t], sum)
end

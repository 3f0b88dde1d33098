-- Fisher-Yates shuffle with a fixed seed is reproducible
math.randomseed(99)
local t = {}
for i = 1, 20 do t[i] = i end
for i = #t, 2, -1 do
  local j = math.random(i)
  t[i], t[j] = t[j], t[i]
end
print(table.concat(t, " "))
local counts = {0, 0, 0, 0, 0, 0}
for i = 1, 600 do local r = math.random(6) counts[r] = counts[r] + 1 end
print(table.concat(counts, " "))

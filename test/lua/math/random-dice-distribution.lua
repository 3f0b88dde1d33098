-- a seeded random walk and histogram are reproducible
math.randomseed(31337)
local pos, maxp, minp = 0, 0, 0
for i = 1, 1000 do
  pos = pos + (math.random(2) == 1 and 1 or -1)
  if pos > maxp then maxp = pos end
  if pos < minp then minp = pos end
end
print(pos, maxp, minp)
local hist = {}
for i = 1, 10 do hist[i] = 0 end
for i = 1, 1000 do local r = math.floor(math.random() * 10) + 1 hist[r] = hist[r] + 1 end
print(table.concat(hist, " "))

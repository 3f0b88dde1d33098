-- math.random() floats in [0,1) after a fixed seed, printed with full precision
math.randomseed(7)
for i = 1, 6 do
  local r = math.random()
  print(string.format("%.17g", r), r >= 0 and r < 1, math.type(r))
end
math.randomseed(7)
print(string.format("%.17g", math.random()))

-- math.floor/ceil return integers when representable; math.modf splits integer and fraction parts
for _, v in ipairs({3.7, -3.7, 3, -3, 0.5, -0.5, 2^53 + 0.0, 1e20, -1e20}) do
  local f, c = math.floor(v), math.ceil(v)
  print(v, f, math.type(f), c, math.type(c))
end
for _, v in ipairs({3.7, -3.7, 5, 0.0, -0.0, 1/0, -1/0, 1e100}) do
  local i, fr = math.modf(v)
  print(v, i, math.type(i), fr)
end
local i, f = math.modf(0/0)
print(i ~= i, f ~= f)

-- Float-style locals (values from fields, used with floats) assigned inside outlined main-chunk loops, repeat-until conditions, goto continues and nested loops keep their values and subtypes
local data = { { v = 1, w = 0.5 }, { v = 2, w = 1.5 }, { v = 3, w = 2 }, { v = "4", w = 0.25 }, { v = 5.0, w = 4 } }
local total = data[1].v
local scale = data[2].w
local last = data[3].v
local count = 0
for round = 1, 40 do
  for i = 1, #data do
    local d = data[i]
    local x = d.v * 1.0
    local y = d.w / 2
    local z = x * y + total * 0.0
    if i == 4 then goto continue end
    total = total + z * scale
    last = d.v + 0.5 * d.w
    if round % 10 == 0 then
      scale = scale * 0.5
    else
      scale = scale + 0.0
    end
    count = count + 1
    ::continue::
  end
  if round == 20 then total = data[3].v end
  if round == 21 then print("reset", total, math.type(total)) end
  local k = data[1].v
  repeat
    local step = k * 0.5
    k = k + step
  until step > 10.0
  if round == 40 then print("repeat", k, math.type(k)) end
end
print("total", string.format("%.6f", total), math.type(total))
print("scale", scale, math.type(scale))
print("last", last, math.type(last))
print("count", count)

-- a loop whose float locals start as integers from fields and are read after it
local a, b = data[1].v, data[3].v
local acc = data[2].v
for i = 1, 30 do
  local t = a * 0.5 + b
  acc = acc + t / i
  if i % 7 == 0 then a = data[i % 5 + 1].w end
  if i % 11 == 0 then b = data[5].v end
end
print("a", a, math.type(a), "b", b, math.type(b))
print("acc", string.format("%.9f", acc), math.type(acc))

-- while loops and nested loops with integral float results
local x = data[3].w * 1.0
local n = 0
while x < 1000 do
  x = x * 2
  n = n + 1
end
print("x", x, math.type(x), "n", n)
local grid = 0.0
for i = 1, 10 do
  for j = 1, 10 do
    local cell = data[(i + j) % 5 + 1].w
    local g = cell * j / i
    grid = grid + g
  end
end
print("grid", string.format("%.9f", grid), math.type(grid))

-- values that leave the loops: table stores, calls, concatenation, comparisons, keys
local out = {}
local f = data[2].w
for i = 1, 5 do
  f = f + 0.5
  out[i] = f
  out[f] = i
end
print("out", out[1], out[2], math.type(out[2]), out[2.0], out[3.5], out[4])
print("concat", f .. "|" .. (f * 2) .. "|" .. tostring(f - 4.0))
print("compare", f == 4, f < 4.5, f >= 4.0, f ~= 4)

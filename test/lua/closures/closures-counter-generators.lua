-- generator-style closures: ranges, fibonacci, and iteration until nil
local function range(a, b, step)
  step = step or 1
  local i = a - step
  return function() i = i + step if (step > 0 and i <= b) or (step < 0 and i >= b) then return i end end
end
for v in range(1, 5) do io.write(v, " ") end print()
for v in range(10, 1, -3) do io.write(v, " ") end print()
local function fibgen() local a, b = 0, 1 return function() a, b = b, a + b return a end end
local g = fibgen()
for _ = 1, 15 do io.write(g(), " ") end print()
local function chars(s) local i = 0 return function() i = i + 1 if i <= #s then return s:sub(i, i), i end end end
for c, i in chars("lua") do io.write(i, c, " ") end print()

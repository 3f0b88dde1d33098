-- Integer % by a positive divisor where the compiler has proved both operands are integers in a
-- safe range (for-loop indices with constant bounds) and the dividend may be negative: lua floors,
-- so a negative remainder moves up by the divisor, and an exact multiple gives integer 0 (never
-- -0: 1/0 is inf, 1/-0 would be -inf).
local zeros, s = {}, 0
for i = 1, 20 do
  for j = 1, 20 do
    local m = (i - j) % 7
    s = s + m
    if m == 0 then zeros[#zeros + 1] = 1 / m end
  end
end
print(s, #zeros, zeros[1], zeros[#zeros], math.type((1 - 8) % 7))

-- every dividend from -30 to 30 against divisors held in typed locals and literals
for d = 1, 6 do
  local row = {}
  for i = -30, 30, 6 do
    local a = i % d
    local b = (i - d) % 3
    row[#row + 1] = string.format("%d:%d:%s:%s", a, b, tostring(1 / a), math.type(b))
  end
  print(d, table.concat(row, " "))
end

-- nested: the remainder of a remainder, both negative on the way
for i = -14, 14, 7 do
  for j = -3, 3, 3 do
    local r = ((i + j) % 5 - 4) % 3
    io.write(r, ",", 1 / r, ";")
  end
end
print()

-- in an expression that goes on: sums, comparisons and table keys
local t = {}
for i = -10, 10 do
  local k = (i * 3) % 4
  t[k] = (t[k] or 0) + 1
  if (i - 5) % 5 == 0 then io.write(i, " ") end
end
print()
for k = 0, 3 do io.write(k, "=", t[k], " ") end
print()

-- binary fractions k/2^j and integers ending in 5: every exact tie of %e %f %g at small precisions
local out = {}
local function add(x)
  for p = 0, 4 do
    out[#out + 1] = string.format("%." .. p .. "e %." .. p .. "f %." .. p .. "g", x, x, x)
  end
end
for j = 1, 10 do
  for k = 1, 40, 3 do add(k / 2 ^ j) end
end
for _, n in ipairs({5, 15, 25, 125, 135, 1250, 2500, 99995, 123455, 2 ^ 53 + 0.0, 2 ^ 60 + 0.0, 1e22, 5e22}) do add(n) end
for i = 1, #out, 5 do print(table.concat(out, " | ", i, math.min(i + 4, #out))) end

-- Numeric for loops whose start is computed (`for j = i + 1, n`) with a literal step: a plain
-- counting loop for small integer starts, lua's general loop for everything else.
local function run(s, e, label)
  local out = {}
  for i = s, e do out[#out + 1] = tostring(i) .. ":" .. math.type(i) end
  print(label, #out, table.concat(out, " "))
end
run(1, 3, "ints")
run(3, 1, "empty")
run(0.5, 3, "float start")
run(1, 2.9, "float limit")
run(-2, -2, "single")
run("2", 4, "string start")
run(4503599627370494, 4503599627370497, "near 2^52")
run(9007199254740990, 9007199254740993, "past 2^53")
run(math.maxinteger - 2, math.maxinteger, "to maxinteger")
run(math.mininteger, math.mininteger + 2, "from mininteger")
run(1, 1 / 0 > 0 and 3 or 0, "expr limit")

local n = 0
for i = 2 ^ 52, 2 ^ 52 + 2 do n = n + 1; io.write(tostring(i), " ") end
print(n)
n = 0
local s = 7
for i = s * 2, s * 3, 3 do io.write(i, " ") n = n + 1 end
print(n)
for i = s, s - 3, -1 do io.write(i, " ") end
print()
for i = s, s - 3, -2 do io.write(i, " ") end
print()
for i = s + 0.25, s + 2, 1 do io.write(i, " ") end
print()

-- nested: the inner start depends on the outer variable
local pairs_, sum = 0, 0
for i = 1, 6 do
  for j = i + 1, 6 do pairs_ = pairs_ + 1; sum = sum + i * j end
end
print(pairs_, sum)

-- limits that are not plain integers
local nan = 0 / 0
n = 0
for i = s, nan do n = n + 1 end
for i = s, nan, -1 do n = n + 1; if n == 3 then break end end
print("nan limit", n)
n = 0
for i = s, 1 / 0 do n = n + 1; if n == 5 then break end end
print("inf limit", n)
n = 0
for i = s, -1 / 0, -1 do n = n + 1; if n == 4 then break end end
print("-inf limit", n)
for i = s, math.maxinteger * 2.0 do io.write(i, " "); if i > s + 2 then break end end
print()

-- huge literal steps still run like lua's loop (no clipping at 2^53)
n = 0
for i = 4503599627370495, math.maxinteger, 4503599627370495 do n = n + 1 end
print("huge step", n)
n = 0
for i = s, math.maxinteger, 2305843009213693952 do n = n + 1 end
print("huge step from s", n)
n = 0
for i = -s, math.mininteger, -2305843009213693952 do n = n + 1 end
print("huge negative step", n)

-- the loop variable is a fresh local each time; assigning it does not change the loop
for i = s, s + 2 do
  local before = i
  i = i * 10
  io.write(before, "->", i, " ")
end
print()

-- errors name the bad part
print(pcall(function() for i = {}, 3 do end end))
print(pcall(function() local t = {} for i = #t + 1, "x" do end end))
print(pcall(function() local v for i = v, 3 do end end))
print(pcall(function() for i = s, 3, 0 do end end))

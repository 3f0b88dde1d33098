-- Locals that only ever hold floats (the compiler keeps them as raw doubles): every way such a
-- value leaves typed code must show a float, integral values included.
local function show(...)
  local t = table.pack(...)
  for i = 1, t.n do t[i] = tostring(t[i]) .. ":" .. tostring(math.type(t[i])) end
  print(table.concat(t, " "))
end

-- integral floats stay floats when passed, returned, stored, concatenated, compared
local x = 0.0
x = x + 1.0
show(x, x * 2, x / 1, -x, x - x, x * 0)
local t = { x, [x] = "key", x + 1 }
show(t[1], t[2], t[1.0], t[x], rawlen(t))
print(x .. "|" .. (x + 0.5) .. "|" .. -x .. "|" .. (x - 1.0))
print(x == 1, x == 1.0, x < 2, 2 < x, x <= 1, x ~= 1, math.type(x))
local function id(v) return v end
show(id(x), id(x + 1))

-- -0.0: a float; tostring keeps the sign; equal to 0
local z = -0.0
z = z * 1.0
show(z, -z, z + 0.0, 0.0 * -1)
print(z == 0, z == 0.0, 1 / z, 1 / -z, string.format("%g", z))
local nz = 0.0
nz = -nz
print(nz, 1 / nz, nz == 0)

-- nan and inf
local inf = 1.0 / 0.0
local nan = inf - inf
local ninf = -inf
show(inf, ninf, nan ~= nan, inf * 0.0 ~= inf * 0.0)
print(nan == nan, nan < 1, nan > 1, nan <= nan, inf > 1e308, ninf < -1e308, inf == inf)
print(math.huge == inf, -math.huge == ninf, inf // 1, -inf // 1)

-- float with integer operands: integers convert exactly (safe range), results are floats
local f = 0.5
for i = 1, 5 do f = f * 2 + i end
show(f, f / 3, f - 93, 2^53 + 0.0)
local big = 9007199254740993
local g = 1.0
g = g * 2.0
print(big + g, math.type(big + g), big * 1.0 == 9007199254740992.0, 2^63 == math.maxinteger + 1.0)
print(math.maxinteger + 0.0, math.mininteger * 1.0, math.maxinteger + 0.0 == 2^63)

-- division always gives a float; a float local from int / int
local q = 7 / 2
local r = 6 / 2
show(q, r, q * r, 1 / 3 * 3)
r = r / 0
show(r)

-- float locals mixed with values that may not be numbers: strings convert, tables use metamethods
local s = 1.5
print(s + "2", s * "0x10", "3" - s)
local mt = { __add = function(a, b) return "added" end, __lt = function(a, b) return true end, __eq = function() return true end }
local obj = setmetatable({}, mt)
print(s + obj, obj + s, s < obj, obj < s, s == obj)
print(pcall(function() return s + {} end))
print(pcall(function() return s < "x" end))
print(pcall(function() return s .. {} end))

-- a float local captured and assigned by a closure
local acc = 0.0
local function bump(d) acc = acc + d * 0.5 end
bump(2) bump(3.0) bump(4)
show(acc)
local reader = function() return acc end
show(reader())

-- parameters of local functions called only with floats / only with integers
local function scale(a, k) return a * k / 2 end
show(scale(3.0, 2), scale(1.5, 4))
local function poly(n, h)
  local sum = 0.0
  for i = 1, n do sum = sum + i * h end
  return sum, n / 2
end
show(poly(4, 0.25))
show(poly(10, 1.0))
local function count(lo, hi, step)
  local n = 0.0
  for i = lo, hi, step do n = n + 1 end
  return n
end
show(count(1, 10, 3), count(10, 1, -1))

-- a loop accumulating floats that pass through integral values
local v = 0.25
local seen = {}
for i = 1, 12 do
  v = v + 0.25
  seen[#seen + 1] = v
end
print(table.concat(seen, ","))
local keys = {}
for _, w in ipairs(seen) do keys[w] = true end
print(keys[1], keys[1.0], keys[2], keys[3.0], keys[0.5])

-- floats in conditions and comparisons with integers near 2^53
local h = 2.0^53
print(h == 9007199254740992, h < 9007199254740993, h + 1.0 == h, h - 1.0 == 9007199254740991)
if h then print("truthy") end
while h > 1 do h = h / 1024 end
show(h)

-- unary minus, floor division and modulo of float locals
local m = 5.5
show(-m, m // 2, m % 2, -m // 2, -m % 2, m % -2, m // 0.0, m % math.huge, -m % math.huge)
local zero = 0.0
zero = zero * 5
print(m % zero, m // zero, -m // zero)

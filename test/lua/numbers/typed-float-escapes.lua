-- Typed float values leaving typed code (compiler/lua/generate/shared/floats.ts floatValue): an
-- integral double must become a float value (1.0, -0.0), a fraction stays as it is; the same for
-- the inlined math.sqrt/sin/cos/tan/exp results.
local function show(...)
  local out = {}
  for i = 1, select("#", ...) do
    local v = select(i, ...)
    out[#out + 1] = tostring(v) .. ":" .. (math.type(v) or type(v))
  end
  print(table.concat(out, " "))
end

-- integral results of the inlined math functions, in a loop so they run hot
local acc = {}
for i = 0, 5 do
  local sq = i * i
  acc[#acc + 1] = math.sqrt(sq)
end
show(table.unpack(acc))
show(math.sqrt(2), math.sqrt(0), math.sqrt(-0.0), math.sqrt(-1) ~= math.sqrt(-1), math.sqrt(1 / 0))
show(math.sin(0), math.sin(-0.0), math.cos(0), math.tan(0), math.exp(0), math.exp(1))
show(math.sqrt(2 ^ 60), math.sqrt(1e300 * 1e300), math.sqrt(4.0), math.sqrt(0.25))

-- a typed float local escaping into calls, tables, returns, keys and concatenation
local function f(n)
  local x = 0.5
  for _ = 1, n do x = x + 0.5 end
  return x
end
for n = 0, 4 do show(f(n)) end
local t = {}
local k = 1.0
for _ = 1, 3 do
  k = k + 1.0
  t[k] = "at " .. k
end
print(t[2], t[3], t[4], t[2.0], #t, next({ [k] = true }))
local z = -1.5
z = z * 0.0
show(z, -z, 1 / z)
local half = 0.25
local s = ""
for _ = 1, 4 do
  half = half * 2
  s = s .. half .. ","
end
print(s)
local big = 2.0
for _ = 1, 60 do big = big * 2.0 end
show(big, big + 1.0, big // 1, math.tointeger(big / 2 ^ 40))
print(string.format("%d %.1f %g %s", 4.0, big, big, 3.0 * 1.0))
print(pcall(string.format, "%d", 4.5))
local nan = 0.0
nan = nan / nan
show(nan ~= nan, nan == nan, 1e308 * 10, -1e308 * 10)

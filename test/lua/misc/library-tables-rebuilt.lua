-- The standalone environment and its library tables have their string stores copied into fast
-- objects once built (runtime/lua/globals.ts fastStrs): same keys, same values, no JS prototype
-- names, and every later change (replaced, deleted and new members) behaves as before.
local function count(t)
  local n = 0
  for _ in pairs(t) do n = n + 1 end
  return n
end
-- (math is not counted: Debian's lua5.4 keeps the 5.3 compatibility functions cosh, log10, ...)
print(count(string), count(table), count(utf8) > 0, _G._G == _G, _ENV == _G)
print(toString, constructor, __proto__, hasOwnProperty, valueOf)
print(math.toString, string.constructor, table.__proto__, rawget(_G, "valueOf"))
print(getmetatable("").__index == string, ("x"):rep(3), math.sqrt(16), math.sqrt(2))

-- a library member replaced, then deleted, then restored
local sqrt = math.sqrt
math.sqrt = function(x) return "mine " .. x end
print(math.sqrt(4))
math.sqrt = nil
print(pcall(function() return math.sqrt(4) end))
math.sqrt = sqrt
print(math.sqrt(4), math.sqrt(-0.0), math.sqrt(2^52))

-- a whole library replaced and a global function deleted
local realmath = math
math = { sqrt = function() return "fake" end }
print(math.sqrt(9))
math = realmath
print(math.sqrt(9))
local savedtype = type
type = nil
print(pcall(function() return type(1) end))
type = savedtype

-- many new globals (the store grows past V8's fast-mode limit again)
for i = 1, 60 do _G["g" .. i] = i * 1.5 end
local sum = 0
for i = 1, 60 do sum = sum + _ENV["g" .. i] end
local before = count(_G)
print(sum, g1, g60)
for i = 1, 60 do _G["g" .. i] = nil end
print(g1, rawget(_G, "g60"), before - count(_G))

-- keys iterate in the same order as before the copy
local keys = {}
for k in pairs(string) do keys[#keys + 1] = k end
table.sort(keys)
print(table.concat(keys, " "))

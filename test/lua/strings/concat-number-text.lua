-- `..`, table.concat and tonumber on the forms their fast paths take (runtime/lua/concat.ts,
-- stdlib/table.ts, numbers.ts shortDecimal) and on the neighbours that must take the slow paths.
local ints = {0, 1, -1, 7, -42, 123456789, 2^53 - 1, -(2^53 - 1), 2^53, 2^62, math.maxinteger, math.mininteger}
for _, n in ipairs(ints) do
  if math.type(n) == "float" then n = math.tointeger(n) end
  print(math.type(n), "x" .. n, n .. "y", n .. n, "" .. n)
end
local floats = {0.0, -0.0, 1.5, -1.5, 1e15, 1e16, 2^53, 1/0, -1/0, 0.1, 123.0, 1e100}
for _, f in ipairs(floats) do print("x" .. f, f .. "y", f .. 1, 1 .. f) end
print(pcall(function() return "a" .. nil end))
print(pcall(function() local t = {} return 1 .. t end))
print(pcall(function() return true .. "a" end))
local mt = {__concat = function(a, b) return "mm(" .. tostring(type(a)) .. "," .. tostring(type(b)) .. ")" end}
local o = setmetatable({}, mt)
print(o .. 1, 1 .. o, "s" .. o, o .. "s", 1 .. 2 .. o)
-- a chain evaluates every operand first, then concatenates from the right
local log = {}
local function v(x) log[#log + 1] = tostring(x) return x end
print(v("a") .. v(1) .. v("b") .. v(2.5) .. v(-3), table.concat(log, " "))

-- table.concat: array part, holes, numbers, separators, ranges, metatables
local t = {"a", 1, 2.5, "b", -0.0, 2^63, math.mininteger}
print(table.concat(t), table.concat(t, ", "), table.concat(t, "-", 2, 4), table.concat(t, "-", 4, 2) == "")
print(table.concat({}, "x"), table.concat({"only"}, "x"), table.concat({1, 2, 3}, "", 3), table.concat({1, 2, 3}, "\0"))
print(pcall(table.concat, {1, 2, nil, 4}, ","))
print(pcall(table.concat, {1, 2, 3}, ",", 1, 5))
print(pcall(table.concat, {1, {}, 3}))
print(pcall(table.concat, {1, 2, 3}, ",", 0))
print(pcall(table.concat, {true}))
local proxy = setmetatable({}, {__index = function(_, k) return "p" .. k end, __len = function() return 4 end})
print(table.concat(proxy, "+"))
local holes = {}
holes[1], holes[2], holes[4] = "x", "y", "z"
print(pcall(table.concat, holes, ",", 1, 4), table.concat(holes, ",", 1, 2), table.concat(holes, ",", 4, 4))
local big = {}
for i = 1, 5000 do big[i] = i % 7 == 0 and i or tostring(i) end
local s = table.concat(big, ";")
print(#s, s:sub(1, 40), s:sub(-40), s:byte(1000))

-- tonumber on short decimals and their neighbours
local numerals = {"0", "-0", "+0", "7", "-7", "+7", "", "-", "+", "--1", "+-1", "1-", "00012", "-00",
  "123456789012345", "999999999999999", "-999999999999999", "9999999999999999", "12345678901234567890",
  "9223372036854775807", "9223372036854775808", "-9223372036854775808", " 1", "1 ", "\t-5\n", "1a", "0x10",
  "1e2", "1.", ".5", "1\0", "٣", "0x", "1 2"}
for _, s in ipairs(numerals) do
  local n = tonumber(s)
  print(string.format("%q", s), n, math.type(n), n and 1 / n, pcall(function() return s + 0 end))
end

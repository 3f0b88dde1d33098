-- math.sqrt/sin/cos/tan/exp/abs/floor/ceil called as X.name(arg): subtypes, edge values, bad arguments, replaced or shadowed math
local function show(label, v)
  print(label, math.type(v) or type(v), v)
end

-- integers, fractions, integral floats, -0.0, NaN, infinities, strings
local args = {4, 2, -3, 0, 7.5, -7.5, 0.1, -0.5, 4.0, -0.0, 0.0, 1e300, -1e300, 2^53, 2^63, -2^63,
  9007199254740993, math.maxinteger, math.mininteger, 1/0, -1/0, "16", "0x10", " 2.5 ", "-3"}
for i = 1, #args do
  local x = args[i]
  show("sqrt " .. i, math.sqrt(x))
  show("abs " .. i, math.abs(x))
  show("floor " .. i, math.floor(x))
  show("ceil " .. i, math.ceil(x))
  show("sin " .. i, math.sin(x))
  show("cos " .. i, math.cos(x))
  show("exp " .. i, math.exp(x))
  print("tan " .. i, string.format("%.6g", math.tan(x)))
end
local nan = 0/0
print("nan", math.sqrt(nan) ~= math.sqrt(nan), math.floor(nan) ~= math.floor(nan), math.type(math.abs(nan)))
print("ceil -0.5", math.ceil(-0.5), math.type(math.ceil(-0.5)), 1 // math.ceil(0.5), 1 / math.ceil(-0.5), 1 / math.ceil(-0.25))
print("floor 0.5", math.floor(0.5), math.floor(-0.5), math.ceil(-1.5))

-- results used in arithmetic and comparisons
local s = 0
for i = 1, 100 do s = s + math.sqrt(i) * math.floor(i / 3) - math.abs(i - 50) end
print("sum", string.format("%.10f", s))
print("nested", math.sqrt(math.abs(-16)), math.floor(math.sqrt(10)), math.abs(math.floor(-2.5)))

-- bad arguments: the library's messages
print(pcall(function() return math.sqrt(nil) end))
print(pcall(function() return math.floor({}) end))
print(pcall(function() return math.abs("x") end))
print(pcall(function() return math.ceil(true) end))
print(pcall(function() return math.sqrt() end))
local function none() end
local function two() return 9, 16 end
print(pcall(function() return math.sqrt(none()) end))
print("two", math.sqrt(two()), math.sqrt((two())))
print(pcall(function() return math.floor((none())) end))

-- the argument is evaluated once, after the callee
local log = {}
local function arg(v) log[#log + 1] = "arg"; return v end
local m = setmetatable({}, { __index = function(_, k) log[#log + 1] = "get " .. k; return math[k] end })
print("order", m.sqrt(arg(25)), m.floor(arg(2.5)), table.concat(log, ","))

-- a field reassigned, then restored
local realsqrt = math.sqrt
math.sqrt = function(x) return "fake " .. tostring(x) end
print("reassigned", math.sqrt(4), math.sqrt(2.5))
math.sqrt = realsqrt
print("restored", math.sqrt(4))
local realfloor = math.floor
math.floor = math.ceil
print("swapped", math.floor(2.5))
math.floor = nil
print(pcall(function() return math.floor(2.5) end))
math.floor = realfloor

-- math replaced by another table, a callable table, or shadowed by a local
local saved = math
math = { sqrt = setmetatable({}, { __call = function(self, x) return "called " .. tostring(x) end }), abs = saved.abs }
print("callable", math.sqrt(9), math.abs(-2))
math = saved
do
  local math = { sqrt = function(x) return x * 10 end }
  print("shadowed", math.sqrt(3))
end
local m2 = { floor = saved.floor, abs = print }
print("other table", m2.floor(3.7))
print(pcall(function() return m2.sqrt(4) end))
print(pcall(function() return saved.nope(1) end))
print(pcall(function() local t = nil; return t.sqrt(4) end))

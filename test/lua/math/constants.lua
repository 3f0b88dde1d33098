-- math library constants
print(math.pi, math.huge, -math.huge, math.maxinteger, math.mininteger)
print(string.format("%.15f", math.pi), math.type(math.pi), math.type(math.maxinteger))
print(math.maxinteger + math.mininteger, math.maxinteger == (1 << 63) - 1)
local names = {"abs", "acos", "asin", "atan", "ceil", "cos", "exp", "floor", "fmod", "huge", "log", "max",
  "maxinteger", "min", "mininteger", "modf", "pi", "random", "randomseed", "sin", "sqrt", "tan", "tointeger", "type", "ult"}
for _, k in ipairs(names) do io.write(k, ":", type(math[k]), " ") end print()

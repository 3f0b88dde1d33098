-- math.ult compares as unsigned integers; math.abs of mininteger wraps
print(math.ult(1, 2), math.ult(2, 1), math.ult(-1, 1), math.ult(1, -1), math.ult(0, math.mininteger))
print(math.ult(math.maxinteger, math.mininteger), math.ult(-2, -1))
print(pcall(math.ult, 1.5, 2))
print(pcall(math.ult, 1))
print(math.ult(1.0, 2.0))
print(math.abs(-0.0), math.abs(-1/0), math.abs(math.mininteger), math.abs(-math.maxinteger))

-- math.min/math.max with mixed subtypes return the original argument value
print(math.max(1, 2, 3), math.max(3, 2, 1), math.max(-1), math.max(1.5, 1), math.max(1, 1.0))
print(math.min(1, 2, 3), math.min(3, 2, 1), math.min(-1.5, -1), math.min(1.0, 1))
print(math.type(math.max(1, 1.0)), math.type(math.max(1.0, 1)))
print(math.max(math.mininteger, math.maxinteger), math.min(math.mininteger, -math.huge))
print(pcall(math.max, "10", 9))
print(pcall(math.max))
print(pcall(math.min, 1, "x"))
print(pcall(math.max, {}, 1))

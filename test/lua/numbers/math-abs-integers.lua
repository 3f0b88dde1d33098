-- math.abs/floor/ceil keep integer subtype for integers and convert integral floats when they fit
print(math.abs(-5), math.type(math.abs(-5)), math.abs(-5.5), math.abs(math.mininteger))
print(math.floor(3.7), math.type(math.floor(3.7)), math.floor(-3.7), math.floor(3))
print(math.ceil(3.2), math.ceil(-3.2), math.type(math.ceil(3.2)))
print(math.floor(2^62), math.floor(2^63), math.type(math.floor(2^63)), math.ceil(-2^63), math.type(math.ceil(-2^63)))
print(math.floor(-0.0), math.ceil(-0.5), math.floor(1e300) == 1e300)
print(pcall(math.floor, "3.7"), pcall(math.floor, "x"))
print(pcall(math.abs))

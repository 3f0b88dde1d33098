-- sqrt, exp and log (natural and with bases) including special values
print(math.sqrt(16), math.sqrt(2), math.sqrt(0), math.sqrt(-0.0), math.sqrt(math.huge))
print(math.sqrt(-1) ~= math.sqrt(-1), math.type(math.sqrt(4)))
print(math.exp(0), math.exp(1), string.format("%.6f", math.exp(2)))
print(math.log(1), math.log(math.exp(1)), math.log(8, 2), math.log(100, 10), math.log(1000, 10))
print(math.log(0), math.log(27, 3), math.log(1024, 2), math.log(2, 4))
print(math.log(-1) ~= math.log(-1), math.log(math.huge))
print(string.format("%.12f", math.log(10)), math.log(1, 10))

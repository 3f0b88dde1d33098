-- float results of math functions with integer arguments keep the float subtype
print(math.sqrt(4), math.exp(0), math.log(1), math.sin(0), math.cos(0), 2^2, 10 / 2)
print(math.floor(2.0), math.ceil(2.0), math.abs(-2.0), math.max(2.0), math.fmod(4.0, 2))
print(math.type(math.floor(2.0)), math.type(math.abs(-2.0)), math.type(math.fmod(4.0, 2)))

-- unary operators on numbers: negation subtype, not, # precedence
print(-1, - -1, -(-1), -1.5, -(1 // 1), math.type(-(1.0)))
print(not 0, not 0.0, not nil, not false, not not 1)
print(-2 ^ 2, -#"abc", #"abc" + 1, -"2" + 1)
print(- math.mininteger == math.mininteger, -math.maxinteger)
local x = 5
print(-x % 3, (-x) % 3, -(x % 3))

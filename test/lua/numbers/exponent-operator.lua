-- ^ always produces floats, is right associative and binds tighter than unary minus
print(2^10, 2^0.5, 2^-1, (-2)^2, -2^2, 2^3^2, (2^3)^2)
print(0^0, 0^-1, (-8)^(1/3) ~= (-8)^(1/3), 10^15, 10^16)
print(math.type(2^2), 4^0.5, 1^math.huge, (-1)^math.huge)
print(2^63 == math.maxinteger + 1.0, 2^-1074 > 0)
local x = 3
print(-x^2, (-x)^2, x^-x)
print("2"^2, 2^"3")

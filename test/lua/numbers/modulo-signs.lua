-- % takes the sign of the divisor for integers and floats
for _, a in ipairs({7, -7, 0, 5, -5, 6}) do
  for _, b in ipairs({3, -3, 2, -2, 1, -1, 7}) do
    io.write(a, "%", b, "=", a % b, " ")
  end
  print()
end
print("5.5%2", 5.5 % 2)
print("-5.5%2", -5.5 % 2)
print("5.5%-2", 5.5 % -2)
print("-5.5%-2", -5.5 % -2)
print("5%2.5", 5 % 2.5)
print("-6%3.0", -6 % 3.0)
print("6%-3.0", 6 % -3.0)
print("0.1%1", 0.1 % 1)
print("-0.1%1", -0.1 % 1)
print("1e308%3", 1e308 % 3)
print("mininteger%-1", math.mininteger % -1)
print("maxinteger%2", math.maxinteger % 2)
print("mininteger%2", math.mininteger % 2)
print("mininteger%maxinteger", math.mininteger % math.maxinteger)
print("3%math.huge", 3 % math.huge)
print("-3%math.huge", -3 % math.huge)
print("3%-math.huge", 3 % -math.huge)
print("-3%-math.huge", -3 % -math.huge)

-- integer floor division // rounds toward minus infinity for all sign combinations
for _, a in ipairs({7, -7, 0, 1, -1, 6, -6}) do
  for _, b in ipairs({2, -2, 3, -3, 1, -1}) do
    io.write(a, "//", b, "=", a // b, " ")
  end
  print()
end
print("7.0//2", 7.0 // 2)
print("-7.0//2", -7.0 // 2)
print("7//2.0", 7 // 2.0)
print("-7.5//2", -7.5 // 2)
print("7.5//-2", 7.5 // -2)
print("0.0//1", 0.0 // 1)
print("-0.0//1", -0.0 // 1)
print("0//-1 float", 0.0 // -1)
print("mininteger//-1", math.mininteger // -1)
print("mininteger//1", math.mininteger // 1)
print("maxinteger//-1", math.maxinteger // -1)

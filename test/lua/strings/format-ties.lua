-- exact ties: C rounds half to even on the exact binary value
for _, x in ipairs({0.5, 1.5, 2.5, 3.5, -0.5, -2.5, 0.125, 0.375, 0.625, 2.675, 1.005, 1e-320, 12345678901234.5, 1125899906842624.5, 0.0625}) do
  print(string.format("%.0f %.1f %.2f %.3f | %.0e %.1e %.2e | %.1g %.2g %.3g %.14g", x, x, x, x, x, x, x, x, x, x, x))
end
for i = 0, 40 do
  local x = i / 8
  io.write(string.format("%.0f %.1f %.2f|", x, x, x))
end
print()
for i = 1, 20 do
  local x = i * 1e14 + 0.5
  io.write(string.format("%.15g %.16g|", x, x))
end
print()

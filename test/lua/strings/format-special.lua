-- inf, -inf and nan in every float conversion
local inf, ninf = 1/0, -1/0
for _, f in ipairs({"%e", "%f", "%g", "%a", "%E", "%G", "%A", "%10f|", "%-10g|", "%010e", "%+f", "% g", "%.3f"}) do
  print(f, string.format(f, inf), string.format(f, ninf))
end
print(string.format("%d", 3.0), pcall(function(...) return string.format(...) end, "%d", 3.5))
print(pcall(function(...) return string.format(...) end, "%d", inf))
print(pcall(function(...) return string.format(...) end, "%d", 2^63))
print(pcall(function(...) return string.format(...) end, "%x", -2^63))
print(string.format("%.3f %.3f", "1.5", " 2 "))
print(pcall(function(...) return string.format(...) end, "%f", "x"))
print(pcall(function(...) return string.format(...) end, "%f", {}))

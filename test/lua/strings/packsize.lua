-- packsize of fixed formats
for _, f in ipairs({"", "b", "B", "h", "H", "i", "I", "l", "L", "j", "J", "T", "f", "d", "n", "i1", "i16", "c10", "x", "bxh", "<>=!", " i4 ", "c0", "i3i5"}) do
  print(string.format("%q", f), string.packsize(f))
end
print(string.packsize("!4 b i4 b d"), string.packsize("!8 b i4 b d"), string.packsize("!2 b d"))

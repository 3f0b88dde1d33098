-- math.fmod truncates toward zero while % floors; integer and float variants
for _, a in ipairs({7, -7}) do
  for _, b in ipairs({3, -3}) do
    print(a, b, math.fmod(a, b), a % b, math.fmod(a + 0.0, b), (a + 0.0) % b)
  end
end
print(math.fmod(math.mininteger, -1), math.fmod(math.maxinteger, math.mininteger))
print(math.fmod(5.5, 2), math.fmod(-5.5, 2), math.fmod(1, 0.0) ~= math.fmod(1, 0.0))
print(pcall(math.fmod, 1, 0))
print(pcall(math.fmod, 1))
print(math.type(math.fmod(7, 3)), math.type(math.fmod(7, 3.0)))

-- / always produces floats while // and % keep integers; (a//b)*b + a%b == a
for _, a in ipairs({17, -17, 5, -5, 0}) do
  for _, b in ipairs({5, -5, 3, -3}) do
    assert((a // b) * b + a % b == a)
  end
end
print("identity holds")
print(10 / 2, 9 / 3, 1 / 2, math.type(10 / 2))
print(10 // 2, 9 // 3, 1 // 2, math.type(10 // 2))
print(-1 // 2, -1 % 2, 1 // -2, 1 % -2)
print(7.5 // 2, 7.5 % 2, -7.5 // 2, -7.5 % 2)
print(3 % -math.huge, -3 % math.huge, 0 % -2, 0.0 % -2)

for i = 1, 10 do
  if i % 2 == 0 then goto continue end
  if i == 9 then goto continue end
  io.write(i, " ")
  ::continue::
end
print()
local i = 0
while i < 6 do
  i = i + 1
  for j = 1, 3 do
    if j == 2 then goto next_j end
    io.write(i, ":", j, " ")
    ::next_j::
  end
  if i == 4 then goto done end
end
::done::
print("i=" .. i)

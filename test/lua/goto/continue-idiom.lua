-- goto continue inside for/while/repeat loops skips the rest of the body
for i = 1, 10 do
  if i % 3 == 0 then goto continue end
  io.write(i, " ")
  ::continue::
end
print()
local i = 0
while i < 10 do
  i = i + 1
  if i % 2 == 0 then goto next end
  io.write(i, " ")
  ::next::
end
print()
local j = 0
repeat
  j = j + 1
  if j == 2 then goto cont end
  io.write(j, " ")
  ::cont::
until j >= 4
print()

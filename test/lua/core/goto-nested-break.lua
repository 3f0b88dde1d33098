for i = 1, 3 do
  for j = 1, 3 do
    for k = 1, 3 do
      if i * j * k == 8 then goto out end
    end
  end
end
::out::
print("out")
local found
for i = 1, 10 do
  for j = 1, 10 do
    if i * j == 42 then found = i .. "x" .. j; goto found_it end
  end
end
::found_it::
print(found)
-- break inside a goto loop
local c = 0
::retry::
while true do
  c = c + 1
  if c % 3 ~= 0 then break end
end
if c < 7 then goto retry end
print(c)

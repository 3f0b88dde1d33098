-- goto breaks out of several nested loops at once
local found
for i = 1, 10 do
  for j = 1, 10 do
    for k = 1, 10 do
      if i * j * k == 60 and i < j and j < k then found = i .. "," .. j .. "," .. k goto done end
    end
  end
end
::done::
print(found)

-- break exits only the innermost loop
local out = {}
for i = 1, 3 do
  for j = 1, 3 do
    if j == 2 then break end
    out[#out + 1] = i .. j
  end
end
print(table.concat(out, " "))
local found
for i = 1, 5 do
  for j = 1, 5 do
    if i * j == 12 then found = i .. "x" .. j break end
  end
  if found then break end
end
print(found)
local count = 0
while true do
  repeat count = count + 1 if count % 3 == 0 then break end until false
  if count > 10 then break end
end
print(count)

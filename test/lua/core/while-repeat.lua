local i = 0
while i < 5 do i = i + 1 end
print(i)
repeat i = i - 1 until i <= 2
print(i)
local n = 0
repeat
  local done = n >= 3
  n = n + 1
until done
print(n)
while true do
  n = n + 1
  if n > 10 then break end
end
print(n)
repeat
  local k = n
  if k > 5 then break end
until false
print("after")

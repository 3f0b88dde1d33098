-- while loops: condition evaluation, break, nested loops, zero iterations
local i, s = 0, 0
while i < 10 do i = i + 1 s = s + i end
print(i, s)
while false do print("never") end
local n = 0
while true do n = n + 1 if n >= 5 then break end end
print(n)
local a = 0
while a < 3 do
  local b = 0
  while true do b = b + 1 if b > a then break end end
  io.write(a, ":", b, " ")
  a = a + 1
end
print()
local c = 10
while c > 0 and c % 7 ~= 0 do c = c - 1 end
print(c)

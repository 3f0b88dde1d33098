-- repeat-until: body runs at least once and locals of the body are visible in the condition
local i = 0
repeat i = i + 1 until i >= 3
print(i)
local n = 0
repeat local done = n >= 2 n = n + 1 until done
print(n)
repeat print("once") until true
local tries = {}
local k = 0
repeat
  k = k + 1
  local sq = k * k
  tries[#tries + 1] = sq
until sq > 20
print(table.concat(tries, ","))
local x = 0
repeat
  x = x + 1
  if x == 2 then break end
until false
print(x)

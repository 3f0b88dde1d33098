local even, odd
function even(n) if n == 0 then return true end return odd(n - 1) end
function odd(n) if n == 0 then return false end return even(n - 1) end
print(even(2000), odd(2001))
local function ack(m, n)
  if m == 0 then return n + 1 end
  if n == 0 then return ack(m - 1, 1) end
  return ack(m - 1, ack(m, n - 1))
end
print(ack(2, 3), ack(3, 3))
local function hanoi(n, a, b, c, moves)
  if n == 0 then return moves end
  moves = hanoi(n - 1, a, c, b, moves)
  moves = moves + 1
  return hanoi(n - 1, c, b, a, moves)
end
print(hanoi(15, "a", "b", "c", 0))

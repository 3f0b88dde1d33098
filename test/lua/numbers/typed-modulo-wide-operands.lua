-- Integer % with a possibly negative dividend where the compiler has proved both operands are
-- safe integers (for-loop indices with constant bounds): the generated code truncates the JS
-- remainder to int32 only when the divisor is an int32, so divisors at and past 2^31 and
-- dividends near 2^53 must give lua's floored remainder exactly (and integer 0, never -0).
local function show(tag, m) io.write(tag, "=", m, ":", math.type(m), ":", tostring(1 / m), " ") end

-- divisors around 2^31 with negative dividends (the remainder needs more than 32 bits)
for d = 2147483645, 2147483651 do
  for i = -3, 1 do
    show(d .. "/" .. i, (i - 4294967296) % d)
  end
  print()
end

-- divisors far past int32, dividends of both signs
for d = 4294967290, 4294967300, 5 do
  for i = -2, 2 do
    show(i, (i * 3000000000 - 7) % d)
  end
  print()
end

-- dividends near -2^53 and +2^53 with small and int32-limit divisors
for i = -9007199254740991, -9007199254740985 do
  show("a", i % 7)
  show("b", i % 2147483647)
  show("c", (i + 9007199254740991 - 3) % 3)
end
print()
for i = 9007199254740985, 9007199254740991 do
  show("p", (0 - i) % 1000003)
  show("q", (0 - i) % 2147483647)
end
print()

-- a remainder that is exactly 0 for negative multiples of an int32-limit divisor
for k = -3, 3 do
  show(k, (k * 2147483647) % 2147483647)
end
print()

-- the same operations on values the compiler cannot type (function results)
local function id(x) return x end
for i = -6, 6, 3 do
  show("u", id(i) % id(4))
  show("v", id(i - 2147483648) % id(2147483647))
  show("w", id(i) % 2147483647)
end
print()

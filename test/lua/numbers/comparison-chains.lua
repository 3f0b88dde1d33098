-- relational operators on numbers return booleans; nan is unordered
local nan = 0/0
print(nan == nan, nan ~= nan, nan < nan, nan <= nan, nan > 1, nan >= 1)
print(not (nan < 1), not (nan >= 1))
print(1 < 2 == true, (1 < 2) == (2 < 3))
print(math.max(nan, 1) ~= math.max(nan, 1), math.max(1, nan), math.min(1, nan))
print(-1/0 < math.mininteger, 1/0 > math.maxinteger)
print(0.1 + 0.2 > 0.3, 0.1 + 0.2 <= 0.3)
local a, b = 2^53, 2^53 + 1.0
print(a == b, a < 9007199254740993, b < 9007199254740993)

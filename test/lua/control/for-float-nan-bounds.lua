-- A float for loop with a NaN start, limit or step runs its body once, with the start (lvm.c
-- forprep skips only when `0 < step ? limit < init : init < limit`, which NaN never satisfies,
-- and floatforloop's test fails after the first pass); an integer loop with a NaN limit is
-- skipped (up) or clipped to mininteger (down, not run here).
local nan = 0/0
local function show(x) return x ~= x and "NaN" or tostring(x) end
local function run(a, b, c)
  local seen = {}
  for i = a, b, c do
    seen[#seen + 1] = show(i) .. ":" .. math.type(i)
    if #seen > 3 then break end
  end
  print(show(a), show(b), show(c), #seen, table.concat(seen, " "))
end
run(1.0, nan, 1)
run(1.5, nan, -1)
run(nan, 1.0, 1)
run(nan, 1, -1)
run(nan, nan, 0.5)
run(1, 2, nan)
run(2, 1, nan)
run(2.0, 1, nan)
run(1, 1, nan)
run(1, nan, 1)
run(1, nan, 2.5)
run("1.5", nan, 1)
run(nan, "2", 1)
run(1.0, 2.0, 0.5)
run(2.0, 1.0, 0.5)
-- literal steps and limits (the generated loop compares by the literal's sign)
local n = 0
for i = 1.5, nan do n = n + 1 end
for i = nan, 3 do n = n + 10 end
for i = nan, 3, -1 do n = n + 100 end
for i = 3.0, nan, -2 do n = n + 1000 end
for i = 2, 1, nan do n = n + 10000 end
for i = 1, nan do n = n + 100000 end
print(n)
print(pcall(function() for i = 1.0, nan, 0.0 do end end))
print(pcall(function() for i = nan, 1, 0 do end end))

-- An uncaught runtime error inside nested loops of a large main chunk (each loop compiled as a function of its own) reports the line of the failing statement.
local rows = {}
for i = 1, 5 do
  rows[i] = { id = i, name = "row" .. i, score = i * 3 }
end
local total = 0
for _, row in ipairs(rows) do
  total = total + row.score
end
print("total", total)
local names = {}
for i = 1, #rows do
  names[#names + 1] = rows[i].name
end
print(table.concat(names, ","))
local grid = {}
for y = 1, 3 do
  grid[y] = {}
  for x = 1, 3 do
    grid[y][x] = x * y
  end
end
print("grid", grid[2][3], grid[3][3])
local round = 0
while round < 3 do
  round = round + 1
  local line = {}
  for x = 1, 3 do
    line[#line + 1] = grid[round][x]
  end
  print("round", round, table.concat(line, " "))
end
for pass = 1, 2 do
  local acc = 0
  for i = 1, 4 do
    acc = acc + i * pass
    if pass == 2 and i == 3 then
      acc = acc + rows[i].missing.value
    end
  end
  print("pass", pass, acc)
end
print("not reached")

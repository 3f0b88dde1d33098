-- Fill loops (for j = a, b[, c] do t[j] = k end) nested in the main chunk's loops: bounds, steps and tables from the enclosing loop's locals, which the enclosing loop keeps changing
local N = 3000
local sieve = {}
for i = 2, N do sieve[i] = true end
local i = 2
while i * i <= N do
  if sieve[i] then
    for j = i * i, N, i do sieve[j] = false end
  end
  i = i + 1
end
local count, last = 0, 0
for k = 2, N do
  if sieve[k] then count = count + 1; last = k end
end
print("sieve", i, count, last, #sieve)

-- the enclosing loop reassigns the table, the bounds and the step between its fill loops
local rows = {}
local t = {}
local lo, hi, step = 1, 10, 1
for r = 1, 6 do
  for j = lo, hi, step do t[j] = r end
  local parts = {}
  for j = 1, hi + 1 do parts[j] = tostring(t[j]) end
  rows[#rows + 1] = table.concat(parts, ",")
  if r % 2 == 0 then t = {} end
  lo, hi, step = lo + 1, hi + 3, step + 1
end
print("rows", table.concat(rows, " | "))

-- a table local captured by a closure, filled downward and with a float bound
local shared = {}
local function size() return #shared end
local n = 0
repeat
  n = n + 1
  for j = n * 4, 1, -1 do shared[j] = n end
  for j = 1, n + 0.5 do shared[j] = -n end
until size() >= 20
print("shared", n, size(), shared[1], shared[2], shared[n + 1], shared[size()])

-- __newindex counts the absent keys each inner fill loop stores
local seen = 0
local mt = {__newindex = function(tt, k, v) seen = seen + 1; rawset(tt, k, v) end}
local total = 0
for round = 1, 5 do
  local u = setmetatable({}, mt)
  for j = 1, round * 100 do u[j] = round end
  for j = 1, round * 100, 3 do u[j] = 0 end
  total = total + #u
end
print("metatable", seen, total)

-- fill loops two levels down, with string values and a nil store
local grid = {}
for a = 1, 4 do
  local row = {}
  for b = 1, 3 do
    for c = 1, a * b do row[c] = "x" .. a end
  end
  for c = 2, #row, 2 do row[c] = nil end
  grid[a] = #row .. ":" .. tostring(row[1]) .. ":" .. tostring(row[2])
end
print("grid", table.concat(grid, " "))

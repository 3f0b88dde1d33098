-- Loops of a large main chunk (compiled as functions of their own): outer locals read and assigned in loops, break, goto continue, repeat scope, closures per iteration.
local count, total, fsum, text = 0, 0, 0.0, ""
local t = {}
for i = 1, 10 do
  count = count + 1
  total = total + i * i
  fsum = fsum + i / 4
  text = text .. i
  t[#t + 1] = i
end
print("for", count, total, fsum, text, #t)

-- the loop variable of a loop is not visible after it, an outer local of the same name is
local i = "outer i"
for i = 1, 3 do total = total + i end
print("shadow", i, total)

-- break out of the loop, with values assigned just before it
local found, steps = nil, 0
while true do
  steps = steps + 1
  if steps * steps > 50 then found = steps break end
end
print("break", found, steps)

-- goto continue inside the loop body
local odd = {}
for k = 1, 9 do
  if k % 2 == 0 then goto continue end
  odd[#odd + 1] = k
  ::continue::
end
print("goto continue", table.concat(odd, ","))

-- repeat: the condition sees the body's locals
local r = 0
repeat
  local sq = r * r
  r = r + 1
until sq >= 30
print("repeat", r)

-- closures made in the loop capture a fresh local per iteration, and a shared outer local
local fns, shared = {}, 0
for k = 1, 4 do
  local mine = k * 10
  fns[k] = function() shared = shared + 1; return mine + k, shared end
end
for k = 1, 4 do print("closure", k, fns[k]()) end
print("shared after", shared)

-- an outer local assigned by a closure called inside the loop
local hits = 0
local function hit(n) hits = hits + n end
for k = 1, 5 do hit(k) end
print("hits", hits)

-- floats and integers keep their subtypes through the loop
local acc_f, acc_i, mixed = 0.0, 0, 1
for k = 1, 6 do
  acc_f = acc_f + 0.5
  acc_i = acc_i + k
  mixed = mixed * 2
  if k == 3 then mixed = mixed + 0.25 end
end
print("types", acc_f, math.type(acc_f), acc_i, math.type(acc_i), mixed, math.type(mixed))

-- generic for over ipairs and a stateful iterator, with an outer table and counter
local words, n = { "a", "bb", "ccc" }, 0
for idx, w in ipairs(words) do n = n + idx * #w end
local function range(m)
  local c = 0
  return function() c = c + 1; if c <= m then return c end end
end
for v in range(4) do n = n + v end
print("generic", n)

-- nested loops, the inner one reads the outer loop's variable
local grid = {}
for row = 1, 3 do
  local line = {}
  for col = 1, 4 do
    if col > row + 1 then break end
    line[#line + 1] = row * col
  end
  grid[row] = table.concat(line, " ")
end
print("grid", grid[1], grid[2], grid[3])

-- varargs of the chunk inside a loop
local nargs = 0
for k = 1, 3 do nargs = nargs + select("#", ...) + k end
print("varargs", nargs, ...)

-- a <const> outer local and a <close> local inside the loop
local LIMIT <const> = 3
local closed = {}
for k = 1, LIMIT do
  local guard <close> = setmetatable({}, { __close = function() closed[#closed + 1] = k end })
  if k == 2 then goto skip end
  closed[#closed + 1] = -k
  ::skip::
end
print("close", table.concat(closed, ","))

-- methods defined inside a loop: their implicit self belongs to them, not to the loop
local objs = {}
for k = 1, 3 do
  local o = { v = k }
  function o:get(extra) return self.v * 10 + (extra or 0) end
  objs[k] = o
end
print("methods", objs[1]:get(), objs[2]:get(1), objs[3]:get(2))

-- Loops running past many countdown slices (256 back-edges each): while, repeat, numeric and generic for, goto loops, break through a goto loop, labelled loops, nested and sibling loops
local function count_while(n)
  local i, s = 0, 0
  while i < n do i = i + 1; s = s + i end
  return s
end
print("while", count_while(0), count_while(255), count_while(256), count_while(257), count_while(1000))

local function count_repeat(n)
  local i = 0
  repeat local j = i; i = j + 1 until j >= n
  return i
end
print("repeat", count_repeat(0), count_repeat(256), count_repeat(513))

local s = 0
for i = 1, 1000 do s = s + i end
for i = 1000, 1, -3 do s = s - i end
for i = 1.0, 300.0, 0.5 do s = s + i end
print("for", s)

local t = {}
for i = 1, 700 do t[i] = i * 2 end
local acc = 0
for k, v in ipairs(t) do acc = acc + k + v end
print("ipairs", acc, #t)

-- break from inside a backward-goto loop leaves the enclosing Lua loop
local hits = 0
for i = 1, 600 do
  local j = 0
  ::again::
  j = j + 1
  if j > 3 then
    if i == 400 then break end
    goto done
  end
  hits = hits + 1
  goto again
  ::done::
end
print("goto-break", hits)

-- a goto loop around a long Lua loop, and a Lua loop around a goto loop
local rounds, total = 0, 0
::top::
rounds = rounds + 1
for k = 1, 300 do total = total + k end
if rounds < 4 then goto top end
print("goto-around", rounds, total)

-- nested loops with short and long inner loops, and a closure over each loop variable
local fns = {}
local sum = 0
for a = 1, 30 do
  for b = 1, a * 20 do sum = sum + b % 7 end
  local c = 0
  while c < 3 do c = c + 1; sum = sum + c end
  fns[#fns + 1] = function() return a end
end
print("nested", sum, fns[1](), fns[30]())

-- sibling loops in one function, each longer or shorter than a slice
local function siblings(n)
  local x = 0
  for i = 1, n do x = x + 1 end
  local k = 0
  while k < n * 2 do k = k + 1 end
  repeat x = x + 1 until x >= n * 3
  for _, v in ipairs({ 1, 2, 3 }) do x = x + v end
  return x + k
end
local r = 0
for i = 1, 200 do r = r + siblings(i) end
print("siblings", r, siblings(0), siblings(1000))

-- an error raised after many back-edges is positioned at its own line
local ok, err = pcall(function()
  local i = 0
  while true do
    i = i + 1
    if i == 777 then local z = nil; return z.field end
  end
end)
print("error", ok, err)

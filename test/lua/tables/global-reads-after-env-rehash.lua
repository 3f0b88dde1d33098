-- Global reads stay right when the globals table's string store is rebuilt (deleted globals dropped by a rehash) and when values change through _G, rawset or other functions.

counter = 1
label = "a"
limit = 3

local function bump() counter = counter + 1 end
local function setg(k, v) _G[k] = v end
local function rset(k, v) rawset(_G, k, v) end

print("1", counter, label, limit, type(print), type(string.format))
bump()
print("1", counter)

-- delete some globals, then add enough new ones for a rehash that drops the dead keys
label = nil
limit = nil
for i = 1, 100 do _G["g" .. i] = i * 2 end
print("2", counter, label, limit, g1, g100)
setg("counter", 50)
print("2", counter)
bump()
print("2", counter, g50)
rset("label", "b")
print("2", label)

-- a loop reading globals while another function rebuilds the store mid-loop
total = 0
for i = 1, 60 do
  total = total + counter + (g1 or 0)
  if i % 20 == 0 then
    setg("g1", nil)
    for j = 1, 80 do setg("h" .. i .. "_" .. j, j) end
    setg("g1", i)
    bump()
  end
end
print("3", total, counter, g1, h60_80)

-- functions reading globals, defined before the rebuilds
local function readAll() return counter, label, g2, total end
print("4", readAll())
for i = 1, 100 do setg("g" .. i, nil) end
for i = 1, 200 do setg("k" .. i, i) end
print("4", readAll())
print("4", k200, g2, string.rep("x", 3), math.floor(2.5))

-- __index on the globals table
setmetatable(_G, { __index = function(_, k) return "missing " .. k end })
print("5", undefinedname, counter)
counter = nil
print("5", counter)
counter = 7
print("5", counter)

-- a local _ENV block
do
  local _ENV = { print = print, x = 1 }
  print("6", x, y)
  x = 2
  print("6", x)
end
print("6", x)

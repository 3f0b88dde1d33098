-- #t and t[#t + 1] = v where lua's size hint sits at the end of the array part: appends across powers of two, integer keys in the hash part, nil stores and shrinking in between
local function show(label, t, n)
  local parts = {}
  for i = 1, n do parts[#parts + 1] = t[i] == nil and "." or "x" end
  print(label, #t, table.concat(parts))
end

-- plain appends through #t, the length printed at every step
local t = {}
local lens = {}
for i = 1, 70 do t[#t + 1] = i; lens[#lens + 1] = #t end
print("appends", table.concat(lens, " "))

-- an integer key far out in the hash part, then appends that reach it
local u = {}
for i = 1, 5 do u[#u + 1] = i end
u[8] = 8
show("gap", u, 10)
u[#u + 1] = 6
show("gap+1", u, 10)
u[#u + 1] = 7
show("gap+2", u, 10)
u[#u + 1] = "next"
show("gap+3", u, 10)

-- the hash holds the key right after the array part
local w = {}
for i = 1, 6 do w[#w + 1] = i end
w[8] = 8
w[7] = 7
show("adjacent", w, 10)
w[#w + 1] = 9
show("adjacent+1", w, 10)

-- nil at the end, then appends again
local v = {}
for i = 1, 12 do v[#v + 1] = i end
v[12] = nil
show("trim", v, 14)
v[#v + 1] = "a"
v[#v + 1] = "b"
show("trim+2", v, 14)
v[5] = nil
show("hole", v, 14)
v[#v + 1] = "c"
show("hole+1", v, 16)

-- a table from a constructor with a nil in it
local c = { 1, 2, nil, 4 }
show("ctor", c, 6)
c[#c + 1] = 5
show("ctor+1", c, 6)
c[#c + 1] = 6
show("ctor+2", c, 8)

-- remove from the end down to empty, appending now and then
local r = {}
for i = 1, 33 do r[#r + 1] = i end
local trace = {}
while #r > 0 do
  r[#r] = nil
  if #r % 7 == 3 then r[#r + 1] = "y"; r[#r] = nil end
  trace[#trace + 1] = #r
end
print("shrink", table.concat(trace, " "))

-- integer keys 1..n stored out of order, then #t and appends
local o = {}
for i = 20, 1, -1 do o[i] = i end
print("reverse", #o)
o[#o + 1] = 21
print("reverse+1", #o, o[21])
for i = 1, 40 do o[#o + 1] = i end
print("reverse+41", #o)

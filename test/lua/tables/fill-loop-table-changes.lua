-- Loops whose body only stores a constant into t[i] (for i = a, b[, c] do t[i] = k end), while __newindex, # and nil stores change the table's layout mid-loop
local function show(label, t, n)
  local parts = {}
  for i = 1, n do parts[#parts + 1] = tostring(rawget(t, i)) end
  print(label, #t, table.concat(parts, ","))
end

-- plain appends into an empty table, past several array doublings
local a = {}
for i = 1, 300 do a[i] = true end
print("append", #a, a[1], a[300], a[301])
-- a fill that starts past the border: the first keys go to the hash part
local b = {}
for i = 3, 40 do b[i] = i end
print("gap", #b == 0 or #b == 40, b[3], b[40])
for i = 1, 2 do b[i] = 0 end
print("gap filled", #b, b[1], b[40])
-- computed step, up and down, and a float loop (keys normalised to integers)
local c = {}
for i = 1, 20 do c[i] = 0 end
local s = 3
for j = s, 20, s do c[j] = 1 end
for j = 20, 1, -s do c[j] = 2 end
for j = 1.0, 4 do c[j] = 3 end
show("steps", c, 21)
-- __newindex that removes the metatable and puts integer keys in the hash part
local d = setmetatable({1, 2, 3}, {__newindex = function(t, k, v)
  rawset(t, k, v); rawset(t, k + 2, "h"); setmetatable(t, nil)
end})
for i = 4, 12 do d[i] = "x" end
show("newindex-hash", d, 14)
-- __newindex that counts, makes holes and takes # (lua's alimit hint) on every call
local calls = 0
local e = {}
for i = 1, 16 do e[i] = i end
e[6], e[11] = nil, nil
setmetatable(e, {__newindex = function(t, k, v)
  calls = calls + 1
  rawset(t, k, v)
  rawset(t, k + 3, nil)
  local _ = #t
end})
for i = 1, 20 do e[i] = "y" end
print("newindex calls", calls)
show("newindex-holes", e, 22)
for i = 1, 20 do e[i] = "z" end
show("again", e, 22)
-- a table whose # moved lua's hint below its array part before the loop
local f = {}
for i = 1, 32 do f[i] = i end
for i = 32, 20, -1 do f[i] = nil end
print("hint", #f)
for i = 18, 24 do f[i] = "w" end
show("after hint", f, 26)
-- a constant nil stored in a loop
local g2 = {}
for i = 1, 10 do g2[i] = i end
for i = 10, 5, -1 do g2[i] = nil end
show("nil", g2, 10)
-- __newindex that raises part-way: the stores before it stay
local h = setmetatable({}, {__newindex = function(t, k, v) if k == 5 then error("stop at " .. k, 0) end rawset(t, k, v) end})
print(pcall(function() for i = 1, 8 do h[i] = "p" end end))
show("raised", h, 8)
-- a downward fill whose first stores go to the hash part: the append after them must take them back
local p = {1, 2, 3, 4, 5, 6, 7, 8}
for i = 8, 5, -1 do p[i] = nil end
for i = 7, 5, -1 do p[i] = true end
p[6] = nil
print("downward", #p, p[5], p[6], p[7])
local q = {1, 2, 3, 4, 5, 6, 7, 8}
for i = 8, 3, -1 do q[i] = nil end
for i = 6, 3, -1 do q[i] = "d" end
q[4] = nil
print("downward 2", q[3], q[4], q[5], q[6], rawlen(q) >= 3)
-- not a table: the error names the local
local n = nil
print(pcall(function() for i = 1, 3 do n[i] = 1 end end))
print(pcall(function() local q2 = nil; for i = 1, 3 do q2[i] = 1 end end))
local str = "abc"
print(pcall(function() for i = 1, 3 do str[i] = 1 end end))
-- big integer loop bounds near the integer limit
local m = {}
for i = math.maxinteger - 2, math.maxinteger do m[i] = "big" end
print("big", m[math.maxinteger], m[math.maxinteger - 2], #m)

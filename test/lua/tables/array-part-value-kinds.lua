-- Array parts holding every kind of value (integers, floats, strings, tables, booleans, holes) from constructors, appends, stores and sorts
local function show(label, t, n)
  local parts = {}
  for i = 1, n do
    local v = t[i]
    local ty = math.type(v) or type(v)
    if type(v) == "table" then v = "tbl" .. (v.tag or "") end
    parts[#parts + 1] = tostring(v) .. ":" .. ty
  end
  print(label, "#" .. #t, table.concat(parts, " "))
end

-- constructors: one kind, mixed kinds, holes, multiple results at the end
local function three() return 7, nil, 9 end
local function none() end
show("ints", {1, 2, 3}, 4)
show("floats", {1.5, 2.0, -0.0, 1e300}, 5)
show("mixed", {1, 2.5, "x", {tag = "a"}, true, false}, 7)
show("holes", {1, nil, 3, nil, 5}, 6)
show("leading nils", {nil, nil, 3}, 4)
show("trailing nils", {1, 2, nil, nil}, 5)
show("multi", {0, three()}, 5)
show("multi mid", {three(), 0}, 3)
show("none", {none()}, 2)
show("none then", {1, none()}, 2)
show("mixed keys", {1, 2.5, x = 1, "s", [10] = 10}, 11)

-- a table that starts with integers and gets floats, strings, tables and booleans
local t = {}
for i = 1, 40 do t[#t + 1] = i end
t[#t + 1] = 0.5
t[#t + 1] = "str"
t[#t + 1] = {tag = "b"}
t[#t + 1] = false
t[3] = 3.25
t[4] = "four"
show("grown", t, 46)

-- holes in a constructed array part, filled and cleared again
local h = {1, nil, nil, nil, 5}
print("h", #h)
h[5] = nil
print("h cleared end", #h)
h[2] = 2
h[3] = 3
print("h filled", #h)
h[#h + 1] = "x"
show("h", h, 6)

-- holes counted at construction decide the border search after the end is cleared
local g = {1, nil, nil, nil, 5, 6, 7, 8}
g[8] = nil
g[7] = nil
print("g", #g)
g[2], g[3], g[4] = 2, 3, 4
print("g filled", #g)

-- appends past 1,024 elements of each kind
for _, mk in ipairs({
  function(i) return i end,
  function(i) return i + 0.5 end,
  function(i) return "s" .. i end,
  function(i) return i % 3 == 0 and {tag = i} or i end,
}) do
  local a = {}
  for i = 1, 1100 do a[#a + 1] = mk(i) end
  local v = a[1025]
  print("big", #a, type(v) == "table" and v.tag or v, math.type(a[1100]) or type(a[1100]))
  for i = 1100, 1000, -1 do a[i] = nil end
  print("big shrunk", #a)
end

-- sorting arrays of integers, floats, mixed numbers and strings, then reading them back
local ints = {5, 3, 9, 1, 7, -2, 0, 2147483647, -2147483648}
table.sort(ints)
show("sorted ints", ints, 10)
local fl = {2.5, -1.25, 3.0, 1e-3, -0.0, 7, 1}
table.sort(fl)
show("sorted floats", fl, 8)
local big = {2^40, 3, 2^31, -2^33, 5}
table.sort(big)
show("sorted big", big, 6)
local strs = {"b", "a", "c", "ab", ""}
table.sort(strs)
show("sorted strings", strs, 6)
local desc = {1, 2.5, 3, 4.5}
table.sort(desc, function(x, y) return x > y end)
show("sorted desc", desc, 5)
for i = 1, #ints do ints[i] = ints[i] * 1.5 end
show("scaled", ints, 10)

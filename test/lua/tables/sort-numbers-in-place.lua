-- table.sort without a comparator on arrays of numbers: subtypes, int32 bounds, NaN, holes, metatables, #t after
local function show(label, t, n)
  local out = {}
  for i = 1, n or #t do
    local v = t[i]
    out[#out + 1] = v == nil and "nil" or (math.type(v) or type(v)) .. ":" .. tostring(v)
  end
  print(label, #t, table.concat(out, " "))
end

-- small integers (the int32 route), then appends and reads after the sort
local t = {5, 3, 9, 1, 7, 3, 0, -4, 2}
table.sort(t)
show("ints", t)
t[#t + 1] = -100
table.insert(t, 50)
show("ints+2", t)

-- integers past int32 and past 2^53, mixed with fractions (the double route or the general one)
t = {2147483648, -2147483648, 2147483647, -2147483649, 1073741824, -1073741825, 7, 9007199254740991, -9007199254740991, 1.5, -0.5}
table.sort(t)
show("wide", t)
t = {math.maxinteger, 9007199254740993, 3, math.mininteger, -9007199254740993, 0.5}
table.sort(t)
show("huge", t)

-- fractions only, with infinities
t = {0.5, -1.25, 1/0, -1/0, 3.75, 1e-300, -1e300, 2.5}
table.sort(t)
show("fractions", t)

-- integral floats keep their subtype, -0.0 and 0.0 included
t = {3.0, 1, -0.0, 2.5, 0, 2, 1.0, 0.0}
table.sort(t)
show("subtypes", t)

-- NaN: the same order or the same error as lua5.4
t = {3, 0/0, 1, 2}
print("nan", pcall(table.sort, t))
t = {0/0, 0/0}
print("nan2", pcall(table.sort, t))
print(#t, t[1] ~= t[1], t[2] ~= t[2])

-- a table built with #t hints (table.insert), long enough to rehash several times
local a, b = 12345, 6789
local function rand()
  a = (a * 171) % 30269
  b = (b * 172) % 30307
  return a * 30307 + b
end
t = {}
for _ = 1, 3000 do table.insert(t, rand() % 100000 - 50000) end
table.sort(t)
local ok = true
for i = 2, #t do if t[i - 1] > t[i] then ok = false end end
print("big", #t, ok, t[1], t[1500], t[3000], math.type(t[3000]))
t[#t + 1] = 1
print("big+1", #t, t[#t])

-- values past the border (a hole) are not sorted
t = {4, 3, 2, 1}
t[6] = 0
print("border", #t, pcall(table.sort, t))
t = {4, 3, 2, 1, 5}
t[5] = nil
t[7] = 0
print("border2", #t, pcall(table.sort, t))
show("border2", t, 7)

-- strings and numbers mixed: the comparison error
print("mixed", pcall(table.sort, {3, "2", 1}))

-- a metatable: sorted through __index / __newindex as before
local store = {9, 8, 7}
local proxy = setmetatable({}, {
  __index = function(_, k) return store[k] end,
  __newindex = function(_, k, v) store[k] = v end,
  __len = function() return #store end,
})
table.sort(proxy)
show("proxy", store)

-- a comparator still goes through lua's algorithm (its call count is the same)
local calls = 0
t = {5, 1, 4, 2, 3, 9, 8, 7, 6, 0}
table.sort(t, function(x, y) calls = calls + 1; return x < y end)
show("comparator", t)
print("calls", calls)

-- an error part way leaves the swaps lua5.4 had done in the table
local n = 0
t = {9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, 10}
print("raise", pcall(table.sort, t, function(x, y)
  n = n + 1
  if n == 12 then error("stop at 12") end
  return x < y
end))
show("raise", t)
t = {5, 1, 4, 2, 3, 9, 8, 7, 6, 0, 12, 11, 10}
print("invalid", pcall(table.sort, t, function(x, y) return true end))
show("invalid", t)

-- table.sort on arrays of only integers, only floats, mixed integers and floats, only strings (high bytes, prefixes, embedded zeros), with NaN, with integral floats, and comparators returning non-boolean values, several values or raising errors
local function show(t) local o = {} for i = 1, #t do o[i] = tostring(t[i]) end return table.concat(o, " ") end
local a, b = 7, 11
local function rand() a = (a * 171) % 30269; b = (b * 172) % 30307; return a * 30307 + b end
local ints = {} for i = 1, 300 do ints[i] = rand() % 1000 - 500 end
table.sort(ints)
local okInts = true for i = 2, #ints do if ints[i - 1] > ints[i] then okInts = false end end
print("ints sorted", okInts, ints[1], ints[150], ints[300])
local mixed = { 3, 2.5, -1, 10, 0.25, 7, -3.75, 2, 1e300, -1e300, 5 }
table.sort(mixed) print(show(mixed))
local withFloatInts = { 3, 2.0, 1, 4.0, -0.0, 0 }
table.sort(withFloatInts) print(show(withFloatInts))
local big = { math.maxinteger, math.mininteger, 0, 2^53, -2^53, 1 }
table.sort(big) print(show(big))
local strs = { "b", "a", "ab", "", "\255", "\128x", "A", "a\0b", "a\0a", "Z", "aa" }
table.sort(strs)
for i = 1, #strs do io.write("[", table.concat({ string.byte(strs[i], 1, -1) }, ","), "] ") end print()
local words = {} for i = 1, 200 do words[i] = string.char(65 + rand() % 26, 65 + rand() % 26) end
table.sort(words)
local okWords = true for i = 2, #words do if words[i - 1] > words[i] then okWords = false end end
print("words sorted", okWords, words[1], words[200])
local nan = { 3, 0/0, 1, 2 }
print(pcall(table.sort, nan))
print(pcall(table.sort, { 1, "x", 2 }))
print(pcall(table.sort, { "x", 1 }))
-- comparators returning truthy non-booleans, nil, several values
local t1 = { 5, 3, 9, 1, 7 }
table.sort(t1, function(x, y) if x > y then return "yes" end return nil end) print(show(t1))
local t2 = { 5, 3, 9, 1, 7 }
table.sort(t2, function(x, y) return x < y, "extra" end) print(show(t2))
local t3 = { 5, 3, 9, 1, 7 }
print(pcall(table.sort, t3, function(x, y) return 0 end))
print(pcall(table.sort, { 3, 1, 2 }, function(x, y) error("cmp " .. x .. y) end))
print(pcall(table.sort, { 3, 1, 2 }, function(x, y) return x.f < y end))

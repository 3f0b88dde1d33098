-- # while a long array shrinks from its end (table.remove, t[#t] = nil) below half of its array
-- part: lua searches for a border at every `#t`; with holes, or integer keys beyond the array
-- part, the border it finds is not simply the count of elements
local function shrink(label, t, step, byRemove)
  local out = {}
  local n = 0
  while #t > 0 and n < 4000 do
    n = n + 1
    if n % step == 0 then out[#out + 1] = #t end
    if byRemove then table.remove(t) else t[#t] = nil end
  end
  print(label, n, #t, table.concat(out, " "))
end

-- a sequence built by appends, by inserts at the front, and by a constructor
local t = {}
for i = 1, 3000 do table.insert(t, i) end
shrink("appended", t, 97, true)
t = {}
for i = 1, 700 do table.insert(t, 1, i) end
shrink("front", t, 31, true)
t = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17}
shrink("constructor", t, 1, false)

-- holes in the lower half: the search can stop at one of them
t = {}
for i = 1, 3000 do t[i] = i end
for i = 7, 2000, 7 do t[i] = nil end
shrink("holes", t, 41, true)
t = {}
for i = 1, 1200 do t[i] = i end
t[600] = nil
t[900] = nil
shrink("two holes", t, 23, false)

-- integer keys past the array part (in the hash part)
t = {}
for i = 1, 2100 do t[i] = i end
t[5000] = "far"
t[4097] = "near"
shrink("hash ints", t, 53, true)
print(t[5000], t[4097])

-- refilled part way, then shrunk again
t = {}
for i = 1, 2500 do t[i] = i end
for _ = 1, 1200 do table.remove(t) end
print("refill from", #t)
for i = #t + 1, #t + 300 do t[i] = -i end
shrink("refilled", t, 67, true)

-- an integer key set past the last element but inside the array part lua sized
t = {}
for i = 1, 3000 do t[i] = i end
for _ = 1, 1500 do table.remove(t) end
t[1536] = "x"
t[2040] = "y"
print("after sets", #t)
shrink("sparse tail", t, 29, false)
print(t[1536], t[2040])

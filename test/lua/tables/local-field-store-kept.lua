-- Field reads and writes through a local table read many times stay right when the table's string store changes under it (first key added elsewhere, rehash dropping dead keys, tail calls, loops).

local function fill(t) t.a = 1; t.b = 2; t.c = 3 end
local function setf(t, k, v) t[k] = v end
local function getf(t, k) return t[k] end
local function grow(t, n) for i = 1, n do t["k" .. i] = i end end

-- 1. empty at declaration, keys added by another function
do
  local t = {}
  fill(t)
  print("1", t.a, t.b, t.c, t.d)
  t.a = 10
  t.d = 4
  print("1", t.a, t.b, t.c, t.d, getf(t, "a"), getf(t, "d"))
end

-- 2. dead keys dropped by a rehash: later reads and writes see the new store
do
  local t = { a = 1, b = 2, c = 3, d = 4 }
  print("2", t.a, t.b, t.c, t.d)
  t.a = nil
  grow(t, 20)          -- rehash: the dead key goes
  setf(t, "b", 20)     -- written into the table's new store
  print("2", t.a, t.b, t.c, t.d, t.k1, t.k20)
  t.c = 30             -- written through the local
  print("2", getf(t, "c"), t.c)
  t.d = nil
  grow(t, 60)
  setf(t, "c", 300)
  t.b = 200
  print("2", t.b, t.c, t.d, getf(t, "b"), t.k60)
end

-- 3. the same inside a loop, the rehash happening mid-loop
do
  local t = { x = 0, y = 0, z = 0 }
  local sum = 0
  for i = 1, 40 do
    t.x = t.x + 1
    t.y = t.y + t.x
    if i % 7 == 0 then setf(t, "z", nil); grow(t, i) ; setf(t, "z", i) end
    sum = sum + t.x + t.y + t.z
  end
  print("3", t.x, t.y, t.z, sum, getf(t, "x"), getf(t, "y"))
end

-- 4. parameters and self
local P = {}
P.__index = P
function P.new(x, y) return setmetatable({ x = x, y = y }, P) end
function P:move(dx, dy)
  self.x = self.x + dx
  self.y = self.y + dy
  if self.x > 5 then self.big = nil; grow(self, 10); setf(self, "y", self.y * 2) end
  return self.x, self.y
end
local p = P.new(1, 2)
for i = 1, 4 do print("4", p:move(i, 1)) end
print("4", p.x, p.y, p.k10, type(p.move))

-- 5. self tail calls assign the parameters
local function walk(node, acc)
  if node == nil then return acc end
  acc = acc + node.v * node.w
  return walk(node.next, acc)
end
local list = nil
for i = 1, 10 do list = { v = i, w = i + 1, next = list } end
print("5", walk(list, 0))

-- 6. values that are not tables, and inherited keys
local function fields(v)
  local a = v.len
  local b = v.x
  return type(a), b
end
print("6", pcall(fields, "abc"))
print("6", pcall(fields, 5))
print("6", pcall(fields, nil))
print("6", pcall(fields, true))
print("6", pcall(fields, setmetatable({}, { __index = { x = "inherited", len = 1 } })))
local function store(v)
  v.a = 1
  v.b = v.a
  return v.b
end
print("6", pcall(store, {}))
print("6", pcall(store, "s"))
print("6", pcall(store, nil))
print("6", pcall(store, setmetatable({}, { __newindex = function(t, k, v) rawset(t, k, v * 2) end })))

-- 7. __newindex, then overwrites of the present key
do
  local n = 0
  local q = setmetatable({}, { __newindex = function(t, k, v) n = n + 1; rawset(t, k, v .. "!") end })
  q.a = "x"
  q.a = "y"
  q.b = "z"
  q.a = nil
  q.a = "w"
  print("7", q.a, q.b, n)
end

-- 8. multiple assignment through the local
do
  local t = { a = 1, b = 2 }
  t.a, t.b = t.b, t.a
  print("8", t.a, t.b)
  t.b = nil
  grow(t, 12)
  setf(t, "a", 100)
  t.a, t.c = t.a + 1, t.a
  print("8", t.a, t.c, getf(t, "a"), getf(t, "c"))
end

-- 9. a local a closure assigns is read afresh
do
  local t = { a = 1, b = 2 }
  local function swap() t = { a = 10, b = 20 } end
  print("9", t.a, t.b)
  swap()
  print("9", t.a, t.b)
end

-- 10. a long loop of the main chunk (outlined) with the table's store replaced inside it
local acc = { total = 0, count = 0, last = 0 }
local data = {}
for i = 1, 200 do data[i] = (i * 37) % 101 end
for i = 1, #data do
  local v = data[i]
  if v % 2 == 0 then
    acc.total = acc.total + v
  else
    acc.total = acc.total - v
  end
  acc.count = acc.count + 1
  acc.last = v
  if i % 50 == 0 then
    setf(acc, "last", nil)
    grow(acc, i)
    setf(acc, "total", acc.total * 2)
  end
  if acc.count % 40 == 0 then
    print("10", i, acc.total, acc.count, acc.last)
  end
end
print("10", acc.total, acc.count, acc.last, getf(acc, "total"))

-- Raw reads and stores on class tables whose __index chains methods are looked up through: rawget,
-- next/pairs, key counts, __newindex and new keys must see a table's own keys only, never the
-- keys of the tables further down its chain.
local function keys(t)
  local ks = {}
  for k, v in pairs(t) do ks[#ks + 1] = tostring(k) .. "=" .. type(v) end
  table.sort(ks)
  return table.concat(ks, " ")
end

local Base = { kind = "base", count = 1 }
Base.__index = Base
function Base.new(x) return setmetatable({ x = x }, Base) end
function Base:get() return self.x end
function Base:name() return "base" end

local Mid = setmetatable({ kind = "mid" }, { __index = Base })
Mid.__index = Mid
function Mid.new(x) return setmetatable(Base.new(x), Mid) end
function Mid:name() return "mid" end

local Leaf = setmetatable({}, { __index = Mid })
Leaf.__index = Leaf
function Leaf.new(x) return setmetatable(Mid.new(x), Leaf) end

-- method calls through every level (this links the chains)
local objs = { Base.new(1), Mid.new(2), Leaf.new(3) }
for i = 1, 3 do print(i, objs[i]:name(), objs[i]:get(), objs[i].kind, objs[i].count) end

-- raw reads of the classes: own keys only
print("rawget", rawget(Mid, "get"), rawget(Mid, "count"), rawget(Leaf, "name"), rawget(Leaf, "kind"))
print("rawget own", type(rawget(Mid, "name")), rawget(Mid, "kind"), type(rawget(Leaf, "new")))
print("keys Mid", keys(Mid))
print("keys Leaf", keys(Leaf))
print("next Leaf", select("#", next(Leaf)), rawequal(next(Leaf, next(Leaf, next(Leaf))), nil))
local n = 0
for k in next, Mid do n = n + 1 end
print("next count", n)
print("indexed", Mid.get ~= nil, Leaf.count, Leaf.kind, Mid.count)

-- a store of a key the class only inherits: a new key of its own (the base keeps its value)
Mid.count = Mid.count + 10
print("store", rawget(Mid, "count"), Base.count, Leaf.count, objs[3].count)
print("keys Mid", keys(Mid))
Leaf.kind = "leaf"
print("leaf kind", rawget(Leaf, "kind"), Mid.kind, objs[3].kind, objs[2].kind)
print("keys Leaf", keys(Leaf))
-- a local class (its store is kept beside it) stored twice
local L = Leaf
L.count = L.count + 1
L.count = L.count + 1
print("local", rawget(L, "count"), rawget(Mid, "count"), Base.count, keys(L))
local k = "get"
Leaf[k] = function(self) return -self.x end
print("dynamic", objs[3]:get(), objs[2]:get(), rawget(Mid, "get"))

-- __newindex on the class's metatable runs for a key it only inherits
local logged = {}
local Watched = setmetatable({}, { __index = Base, __newindex = function(t, key, v) logged[#logged + 1] = key; rawset(t, key, v) end })
Watched.__index = Watched
local w = setmetatable({ x = 7 }, Watched)
print("watched", w:get(), w:name(), w.count)
Watched.count = Watched.count + 5
Watched.name = function() return "watched" end
Watched.count = Watched.count + 5
print("newindex", table.concat(logged, ","), rawget(Watched, "count"), Base.count, w:name(), w.count)

-- instances: a default the class holds (an instance store of it is the instance's own key)
local Account = { balance = 0 }
Account.__index = Account
function Account:deposit(v) self.balance = self.balance + v end
local a, b = setmetatable({}, Account), setmetatable({}, Account)
a:deposit(100); a:deposit(50)
print("account", a.balance, b.balance, Account.balance, rawget(a, "balance"), rawget(b, "balance"), keys(a), keys(b))
local Savings = setmetatable({ rate = 2 }, { __index = Account })
Savings.__index = Savings
local s = setmetatable({}, Savings)
s:deposit(10)
print("savings", s.balance, rawget(s, "balance"), rawget(Savings, "balance"), Account.balance, keys(s))
Savings.balance = 5
local s2 = setmetatable({}, Savings)
s2:deposit(1)
print("savings2", s2.balance, rawget(Savings, "balance"), Account.balance, keys(Savings))

-- a method removed from the subclass falls back to the base; removed from the base, the call fails
Mid.name = nil
print("removed", objs[2]:name(), objs[3]:name(), keys(Mid))
Base.name = nil
print("removed base", pcall(function() return objs[3]:name() end))
print("keys after", keys(Mid), keys(Leaf))

-- a class table rebuilt after deletions (its string part is rehashed), then read through
local Big = setmetatable({}, { __index = Base })
Big.__index = Big
for i = 1, 40 do Big["m" .. i] = function() return i end end
local bo = setmetatable({ x = 9 }, Big)
print("big", bo:m1(), bo:m40(), bo:get())
for i = 1, 40, 2 do Big["m" .. i] = nil end
for i = 41, 90 do Big["m" .. i] = function() return i end end
Big.get = function() return "own get" end
print("big after", pcall(function() return bo:m1() end), bo:m2(), bo:m90(), bo:get())
Big.get = nil
print("big get", bo:get(), rawget(Big, "get"), select("#", rawget(Big, "m1")))
local bn = 0
for _ in pairs(Big) do bn = bn + 1 end
print("big keys", bn)

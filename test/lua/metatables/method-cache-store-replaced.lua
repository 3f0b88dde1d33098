-- Method lookups through __index classes stay right after a class table's own storage is rebuilt (a rehash after deleted keys), then a method is redefined in place
local function rebuild(t, n, float)
  -- keys that go to the hash part, enough for several rehashes of it
  for i = 1, n do
    if float then t[i + 0.5] = true else t[-i] = true end
  end
end

-- one level: the instance's metatable's __index holds the method
local A = {}
A.__index = A
function A:who() return "A1" end
A.tmp = 1
A.tmp = nil -- a deleted key: the next rehash drops it
local a = setmetatable({}, A)
print("a before", a:who())
rebuild(A, 12, true)
A.who = function() return "A2" end -- an existing key, stored in place
print("a after", a:who())
for i = 1, 3 do print("a loop", i, a:who()) end

-- two levels: the method sits in the base class, the instance's class inherits it
local Base = {}
Base.__index = Base
function Base:name() return "base1" end
function Base.static() return "static1" end
local Derived = setmetatable({}, { __index = Base })
Derived.__index = Derived
local d = setmetatable({}, Derived)
Base.x = 1
Base.y = 2
Base.x = nil
Base.y = nil
print("d before", d:name(), Derived.static())
rebuild(Base, 20, false)
Base.name = function() return "base2" end
Base.static = function() return "static2" end
print("d after", d:name(), Derived.static())

-- the same call site sees several classes while one of them is rebuilt
local C1 = {}
C1.__index = C1
function C1:v() return 10 end
local C2 = {}
C2.__index = C2
function C2:v() return 20 end
local objs = { setmetatable({}, C1), setmetatable({}, C2), setmetatable({}, C1) }
local function sum()
  local s = 0
  for i = 1, #objs do s = s + objs[i]:v() end
  return s
end
print("sum before", sum())
C2.gone = true
C2.gone = nil
rebuild(C2, 9, true)
C2.v = function() return 200 end
print("sum after", sum())
rebuild(C1, 9, false)
C1.v = function() return 100 end
print("sum again", sum())

-- a method removed after the rebuild, then an own field of the instance
A.tmp2 = 0
A.tmp2 = nil
rebuild(A, 40, false)
A.who = nil
print("a removed", pcall(function() return a:who() end))
a.who = function() return "own" end
print("a own", a:who())

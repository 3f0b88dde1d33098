-- method lookups cached per method name (obj:m() and Class.m(...)): every change to the classes, their
-- metatables and their __index fields, made between calls at the same call site, is seen by the next call
local Base = {} Base.__index = Base
function Base.new(v) return setmetatable({ v = v }, Base) end
function Base:get() return "base " .. self.v end
function Base:kind() return "base" end
local Mid = setmetatable({}, { __index = Base }) Mid.__index = Mid
function Mid.new(v) return setmetatable(Base.new(v), Mid) end
local Leaf = setmetatable({}, { __index = Mid }) Leaf.__index = Leaf
function Leaf.new(v) return setmetatable(Mid.new(v), Leaf) end

local objs = { Base.new(1), Mid.new(2), Leaf.new(3) }
local function show(label)
  local out = {}
  for i, o in ipairs(objs) do
    local ok, r = pcall(function() return o:get() end)
    out[i] = tostring(ok) .. ":" .. tostring(r)
  end
  print(label, table.concat(out, " | "))
end
show("start")
show("again")
-- an __index table in the middle of the chain gains the key, then loses it
function Mid:get() return "mid " .. self.v end
show("mid gains get")
Mid.get = nil
show("mid loses get")
-- the holder's value replaced (a plain store on a present field), then removed
local Alias = Base
Alias.get = function(self) return "base2 " .. self.v end
show("base get replaced")
Base.get = nil
show("base get removed")
function Base:get() return "base3 " .. self.v end
show("base get back")
-- rawset on the class tables
rawset(Leaf, "get", function(self) return "raw leaf " .. self.v end)
show("rawset leaf")
rawset(Leaf, "get", nil)
show("rawset leaf nil")
-- an own field shadows the method, then goes away
objs[3].get = function() return "own" end
show("own field")
objs[3].get = nil
show("own field gone")
-- setmetatable swaps: an instance, a class's metatable, a class's metatable removed
setmetatable(objs[1], Leaf)
show("instance swapped")
setmetatable(objs[1], Base)
local Other = { get = function(self) return "other " .. self.v end }
setmetatable(Mid, { __index = Other })
show("mid's metatable swapped")
setmetatable(Mid, nil)
show("mid's metatable removed")
setmetatable(Mid, { __index = Base })
show("mid's metatable back")
-- __index of a metatable replaced (through setindex and rawset), by a table and a function
getmetatable(Mid).__index = Other
show("__index replaced")
rawset(getmetatable(Mid), "__index", function(t, k) return function(self) return "fn " .. k .. " " .. self.v end end)
show("__index function")
getmetatable(Mid).__index = Base
show("__index back")
Leaf.__index = Leaf   -- the same value again
show("same __index")
Leaf.__index = Other
show("leaf __index other")
Leaf.__index = Leaf
-- changes in the middle of a loop, at the same call site
local seen = {}
for i = 1, 12 do
  if i == 3 then function Leaf:get() return "leaf " .. self.v end end
  if i == 5 then Leaf.get = nil end
  if i == 7 then setmetatable(Leaf, { __index = Other }) end
  if i == 9 then setmetatable(Leaf, { __index = Mid }) end
  if i == 11 then Base.get = false end
  local ok, r = pcall(function() return objs[3]:get() end)
  seen[#seen + 1] = tostring(ok and r or "error")
end
print(table.concat(seen, ", "))
function Base:get() return "base " .. self.v end
-- inherited functions called as fields: Class.m(self)
local function viaField(o) return Leaf.kind(o) .. "/" .. Mid.kind(o) end
print(viaField(objs[3]))
function Mid:kind() return "mid" end
print(viaField(objs[3]))
Mid.kind = nil
print(viaField(objs[3]))
-- more metatables at one call site than the cache holds
local classes = {}
for i = 1, 7 do
  local C = setmetatable({}, { __index = (i % 2 == 0) and Base or Mid }) C.__index = C
  if i % 3 == 0 then C.get = function(self) return "c" .. i .. " " .. self.v end end
  classes[i] = C
end
local out = {}
for round = 1, 3 do
  for i = 1, 7 do
    local o = setmetatable({ v = round * 10 + i }, classes[i])
    out[#out + 1] = o:get()
  end
  if round == 2 then classes[2].get = function() return "late" end end
end
print(table.concat(out, "; "))
-- a class table that is rehashed (many keys added and removed) keeps answering
for i = 1, 200 do Base["tmp" .. i] = i end
for i = 1, 200 do Base["tmp" .. i] = nil end
show("after rehash")
-- an __index chain that ends in a function, and in a non-table
local Fn = setmetatable({}, { __index = function(t, k) return function(self) return "dyn " .. k end end })
local Top = setmetatable({}, { __index = Fn }) Top.__index = Top
local f = setmetatable({}, Top)
print(f:get(), f:other())
local Bad = setmetatable({}, { __index = 7 }) Bad.__index = Bad
print(pcall(function() local b = setmetatable({}, Bad) return b:get() end))
-- a method missing everywhere names it in the error
print(pcall(function() return objs[2]:nosuch() end))
print(pcall(function() local o = objs[2] return o.nosuch(o) end))

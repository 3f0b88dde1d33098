-- method calls obj:m() through __index chains of tables: inherited and shadowed methods at one call site, methods added later, own fields, __index switched to a function and back, string methods, errors naming the method, loops and false values
local A = {} A.__index = A
function A.new(x) return setmetatable({ x = x }, A) end
function A:get() return self.x end
function A:who() return "A" end
local B = setmetatable({}, { __index = A }) B.__index = B
function B.new(x) return setmetatable(A.new(x), B) end
function B:who() return "B" end
local C = setmetatable({}, { __index = B }) C.__index = C
function C.new(x) return setmetatable(B.new(x), C) end
local D = setmetatable({}, { __index = C }) D.__index = D
function D.new(x) return setmetatable(C.new(x), D) end
local objs = { A.new(1), B.new(2), C.new(3), D.new(4) }
for _, o in ipairs(objs) do print(o:get(), o:who()) end
-- a method defined later on a nearer class shadows the inherited one at the same call site
function C:get() return -self.x end
for _, o in ipairs(objs) do print(o:get(), o:who()) end
-- an own field shadows, then is removed
objs[4].get = function() return "own" end
print(objs[4]:get()) objs[4].get = nil print(objs[4]:get())
-- __index switched to a function, then to another table
local mt = getmetatable(objs[1])
local calls = 0
setmetatable(objs[1], { __index = function(t, k) calls = calls + 1 return function() return "fn " .. k end end })
print(objs[1]:get(), objs[1]:anything(), calls)
setmetatable(objs[1], mt)
print(objs[1]:get())
-- string methods through the string metatable, and errors naming the method
print(("abc"):upper(), ("x"):rep(3, ","))
print(pcall(function() return objs[2]:missing() end))
print(pcall(function() local n = 5; return n:foo() end))
print(pcall(function() local s = "str"; return s:nosuch() end))
print(pcall(function() local t = setmetatable({}, { __index = 42 }); return t:m() end))
-- a chain that loops through tables
local L1, L2 = {}, {}
setmetatable(L1, { __index = L2 }) setmetatable(L2, { __index = L1 })
print(pcall(function() return L1:nothing() end))
-- false as a method value stops the chain
local F = setmetatable({ m = false }, { __index = { m = function() return "parent" end } })
print(pcall(function() return F:m() end))

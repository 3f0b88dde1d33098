-- Field stores and reads with metatables: __newindex only for absent keys, __index chains of
-- tables and functions, metamethod fields changed after use, and __index loops.
local log = {}
local proxy = setmetatable({ present = 1 }, {
  __newindex = function(t, k, v) log[#log + 1] = k .. "=" .. tostring(v); rawset(t, k, v) end,
})
proxy.present = 2       -- raw key present: no __newindex
proxy.absent = 3        -- absent: __newindex
proxy.absent = 4        -- now present
proxy.present = nil     -- present: raw delete
proxy.present = 5       -- absent again: __newindex
print(table.concat(log, " "), proxy.present, proxy.absent)

-- __newindex table receives the store
local store = {}
local fwd = setmetatable({}, { __newindex = store })
fwd.x = 1
print(rawget(fwd, "x"), store.x)

-- class chains: method found two levels up, shadowed, then the shadow removed
local Base = {}; Base.__index = Base
function Base.hello() return "base" end
local Mid = setmetatable({}, Base); Mid.__index = Mid
local obj = setmetatable({}, Mid)
print(obj.hello())
function Mid.hello() return "mid" end
print(obj.hello())
Mid.hello = nil
print(obj.hello())
obj.hello = function() return "own" end
print(obj.hello())

-- changing __index after it was used
local A, B = { v = "a" }, { v = "b" }
local mt = { __index = A }
local x = setmetatable({}, mt)
print(x.v)
mt.__index = B
print(x.v)
mt.__index = function(_, k) return "fn " .. k end
print(x.v, x.other)
mt.__index = nil
print(x.v)

-- __index chain through a string-indexed userdata-like table with __index function at the end
local last = setmetatable({}, { __index = function(t, k) return k .. "!" end })
local mid = setmetatable({}, { __index = last })
local top = setmetatable({}, { __index = mid })
print(top.deep, top["with space"])

-- a loop of __index tables
local l1, l2 = {}, {}
setmetatable(l1, { __index = l2 }); setmetatable(l2, { __index = l1 })
print(pcall(function() return l1.missing end))
print(pcall(function() return l1[1] end))

-- __index set to a non-table non-function value
local bad = setmetatable({}, { __index = 42 })
print(pcall(function() return bad.field end))
-- the chain length limit: 1999 levels still work
local chain = { found = "yes", "one" }
for _ = 1, 1998 do chain = setmetatable({}, { __index = chain }) end
print(chain.found)
for hops = 1999, 2002 do
  print(hops, pcall(function() return chain.found end), pcall(function() return chain[1] end))
  chain = setmetatable({}, { __index = chain })
end
-- the same limit when the last step is a function
local fchain = setmetatable({}, { __index = function() return "f" end })
for _ = 1, 1997 do fchain = setmetatable({}, { __index = fchain }) end
for hops = 1998, 2001 do
  print(hops, pcall(function() return fchain.anything end), pcall(function() return fchain[1] end))
  fchain = setmetatable({}, { __index = fchain })
end
-- __newindex chains of tables: the store lands in the first table of the chain that has the key
-- or no __newindex, and the chain length limit matches lua5.4's
local target = { here = 0 }
local nchain = target
for _ = 1, 1998 do nchain = setmetatable({}, { __newindex = nchain }) end
for hops = 1999, 2002 do
  print(hops, pcall(function() nchain.here = hops end), target.here, pcall(function() nchain[1] = hops end))
  nchain = setmetatable({}, { __newindex = nchain })
end
print(rawget(target, 1))

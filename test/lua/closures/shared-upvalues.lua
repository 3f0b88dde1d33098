-- closures created in the same scope share upvalues; each call to the factory gets fresh ones
local function counter()
  local n = 0
  return function() n = n + 1 return n end, function() return n end, function(v) n = v end
end
local inc, get, set = counter()
inc() inc()
print(get())
set(10)
print(inc(), get())
local inc2, get2 = counter()
print(inc2(), get2(), get())

-- A global access through an _ENV that is not a table names that _ENV: the local or upvalue
-- declared as _ENV, or the chunk's own upvalue once the chunk assigns it
print(pcall(function() local _ENV = 5; return x end))
print(pcall(function() local _ENV = nil; x = 1 end))
print(pcall(function() local _ENV = true; function gf() end end))
print(pcall(function(_ENV) return y end, 5))
local function outer()
  local _ENV = 42
  return function() return z end, function() z = 1 end
end
local r, w = outer()
print(pcall(r))
print(pcall(w))
local saved = _ENV
local function reads() return q end
local function writes() q = 1 end
local function declares() function fd() end end
local function calls() return print("unreachable") end
_ENV = 7
local ok1, e1 = saved.pcall(reads)
local ok2, e2 = saved.pcall(writes)
local ok3, e3 = saved.pcall(declares)
local ok4, e4 = saved.pcall(calls)
_ENV = saved
print(ok1, e1)
print(ok2, e2)
print(ok3, e3)
print(ok4, e4)

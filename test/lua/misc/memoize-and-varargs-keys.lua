-- memoization keyed by serialized arguments; counting cache hits
local calls = 0
local function memoize(f)
  local cache = {}
  return function(...)
    local key = table.concat({...}, "\0")
    local v = cache[key]
    if v == nil then calls = calls + 1 v = f(...) cache[key] = v end
    return v
  end
end
local slowadd = memoize(function(a, b) return a + b end)
print(slowadd(1, 2), slowadd(1, 2), slowadd(2, 1), slowadd(1.0, 2), calls)
local paths
paths = memoize(function(r, c) if r == 1 or c == 1 then return 1 end return paths(r - 1, c) + paths(r, c - 1) end)
print(paths(17, 17), calls)

-- __pairs overrides pairs() and may return a custom iterator triple
local t = setmetatable({}, {__pairs = function(self)
  local i = 0
  return function(_, _) i = i + 1 if i <= 3 then return i, i * i end end, self, nil
end})
for k, v in pairs(t) do io.write(k, "=", v, " ") end print()
local ordered = setmetatable({keys = {"z", "a", "m"}, vals = {z = 1, a = 2, m = 3}}, {
  __pairs = function(self)
    local i = 0
    return function() i = i + 1 local k = self.keys[i] if k then return k, self.vals[k] end end
  end,
})
for k, v in pairs(ordered) do io.write(k, "=", v, " ") end print()
local n = 0
for _ in next, t do n = n + 1 end
print("next ignores __pairs", n)

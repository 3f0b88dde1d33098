-- metamethod results are truncated to one value; comparison results converted to booleans
local mt = {
  __add = function() return 1, 2, 3 end,
  __lt = function() return "yes" end,
  __le = function() return nil end,
  __eq = function() return 0 end,
  __index = function() return "a", "b" end,
  __concat = function() return "c", "d" end,
}
local x, y = setmetatable({}, mt), setmetatable({}, mt)
print(x + 1)
print(x < y, x <= y, x == y, x ~= y)
print(x.any)
print(x .. "s")
print(select("#", x + 1))

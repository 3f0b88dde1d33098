-- numeric for with positive, negative, non-unit and non-dividing steps
local function run(a, b, c)
  local t = {}
  if c then for i = a, b, c do t[#t + 1] = i end else for i = a, b do t[#t + 1] = i end end
  return "[" .. table.concat(t, ",") .. "]"
end
print(run(1, 5))
print(run(1, 5, 2))
print(run(5, 1, -1))
print(run(5, 1, -2))
print(run(1, 10, 3))
print(run(10, 1, -4))
print(run(1, 1))
print(run(2, 1))
print(run(1, 2, -1))
print(run(-3, 3, 3))
print(run(0, -10, -5))
print(run(1, 2, 10))

-- modifying a captured variable after the closure is created is visible inside the closure
local fns = {}
for i = 1, 3 do
  local v = i
  fns[i] = function() return v end
  v = v * 100
end
print(fns[1](), fns[2](), fns[3]())
local acc = {}
local function add(x) acc[#acc + 1] = x return add end
add(1)(2)(3)
print(table.concat(acc, ","))
local function make() local n = 0 return function() n = n + 1 return n end end
local a, b = make(), make()
print(a(), a(), b(), a(), b())

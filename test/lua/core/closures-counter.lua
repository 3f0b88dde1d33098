local function counter()
  local n = 0
  return function() n = n + 1; return n end
end
local a, b = counter(), counter()
print(a(), a(), a(), b(), a(), b())

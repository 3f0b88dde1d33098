-- method syntax on string literals and variables, including chained calls
local s = "  Trim Me  "
print(("abc"):upper():lower():rep(2))
print(("%d items"):format(3))
print(s:len(), s:sub(3, 6), s:byte(3))
print(#("x"):rep(10), ("a,b"):len())
local n = 42
print(tostring(n):rep(2), (tostring(n)):len())

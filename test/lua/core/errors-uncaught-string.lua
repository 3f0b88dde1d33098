print("before")
local function f(x) return x.field end
f(nil)
print("after")

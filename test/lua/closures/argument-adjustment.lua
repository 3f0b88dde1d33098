-- extra arguments are dropped and missing parameters are nil
local function three(a, b, c) return a, b, c end
print(three(1))
print(three(1, 2, 3, 4, 5))
print(three())
local function count(...) return select("#", ...) end
print(count(three(1)))
local function defaults(a, b) a = a or "da" b = b == nil and "db" or b return a, b end
print(defaults())
print(defaults(false, false))
print(defaults(nil, 0))

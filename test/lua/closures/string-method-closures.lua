-- closures over strings and string methods used as values
local up = string.upper
local words = {"alpha", "beta", "gamma"}
local out = {}
for i, w in ipairs(words) do out[i] = up(w:sub(1, 1)) .. w:sub(2) end
print(table.concat(out, " "))
local function prefixer(p) return function(s) return p .. s end end
local pre = prefixer(">> ")
print(pre("hello"), pre(""))
local rep = ("ab").rep
print(rep("xy", 3))

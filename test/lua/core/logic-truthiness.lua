print(nil and 1, false and 1, 0 and 1, "" and 1)
print(nil or "d", false or nil, 0 or 1, false or false)
print(not nil, not 0, not "", not not nil)
local a, b = nil, 5
print(a and a.x or "none", b and b + 1 or 0)
local function side(v) io.write("[", tostring(v), "]") return v end
print(side(false) and side(1), side(nil) or side(2), side(3) or side(4))
if 0 then print("0 is true") end
if "" then print("empty string is true") end
local x = 1 < 2 and "yes" or "no"
print(x, 1 == 1.0, "1" == 1, nil == false)
local t = {}
print(t == t, t ~= {}, a == nil, b ~= nil)

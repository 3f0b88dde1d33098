-- gsub with a table replacement whose keys are one byte (whole match or first capture): every match looks its key up
local t = {a = "A", b = 2, c = 1.5, d = false, e = 4.0, ["<"] = "&lt;", [">"] = "&gt;", ["&"] = "&amp;"}
t["\0"] = "NUL"
t["\200"] = "hi"
local text = "abcdefg <x> & a\0b\200c"
print(string.gsub(text, "%a", t))
print(string.gsub(text, "[<>&]", t))
print(string.gsub(text, ".", t))
print(string.gsub(text, "(.)", t))
print(string.gsub(text, "(%a)(%a)", t))
print(string.gsub(text, "(%a)%a", t))
print(string.gsub(text, "%a(%a)", t))
print(string.gsub(text, "(%a)(%a)", t, 2))
print(string.gsub(text, "^(%a)", t))
print(string.gsub(text, "^.", t))
print(string.gsub(text, "%f[%a](%a)", t))
print(string.gsub(text, "(%a)$", t))
print(string.gsub(text, "(%a)%a*", t))
print(string.gsub(text, "()%a", {[1] = "one", [3] = "three"}))
print(string.gsub(text, "(%a%a)", {ab = "AB", cd = "CD"}))
print(string.gsub(string.rep("ab", 300), "%a", t))
print(string.gsub(string.rep("xyzab", 100), "(%a)", {x = 1, z = "Z"}))

-- an __index function runs once per match, with the same key as often as it matches
local calls = 0
local mt = setmetatable({a = "a!"}, {__index = function(_, k)
  calls = calls + 1
  return calls % 2 == 0 and k:upper() or nil
end})
print(string.gsub(string.rep("abcab", 20), "%a", mt))
print(calls)
calls = 0
print(string.gsub(string.rep("abcab", 20), "(%a)%a", mt))
print(calls)

-- an __index table, and a metatable without __index
local base = {x = "X"}
print(string.gsub("xyxyx", "%a", setmetatable({y = "Y"}, {__index = base})))
print(string.gsub("xyxyx", "%a", setmetatable({y = "Y"}, {})))

-- a value that is not a string or number raises, at the first match that reads it
print(pcall(string.gsub, "abc", "%a", {b = {}}))
print(pcall(string.gsub, "abc", "(%a)", {c = true}))
print(pcall(string.gsub, "xxx", "%a", {a = {}}))

-- the table can change between gsub calls
local u = {q = "1"}
print(string.gsub("qqq", "q", u))
u.q = "2"
print(string.gsub("qqq", "q", u))
u.q = nil
print(string.gsub("qqq", "q", u))

-- gsub with table and function replacements; nil/false keep the match
local t = {name = "Lua", version = "5.4", flag = false, num = 42, float = 1.5}
print(string.gsub("$name $version $missing $flag $num $float", "%$(%w+)", t))
print(string.gsub("hello world", "%w+", string.upper))
print(string.gsub("hello world", "%w+", function(w) return #w end))
print(string.gsub("hello world", "%w+", function() end))
print(string.gsub("hello world", "%w+", function() return false end))
print(string.gsub("a=1,b=2", "(%w)=(%w)", function(k, v) return v .. "=" .. k end))
print(string.gsub("abc", "()", function(p) return p end))
print(string.gsub("abc", "%w", {a = 1, b = true and "B"}))
local mt = setmetatable({}, {__index = function(_, k) return k:upper() end})
print(string.gsub("abc def", "%w+", mt))
local calls = {}
print(string.gsub("x1y2z3", "(%a)(%d)", function(a, b) calls[#calls + 1] = a .. b; return nil end))
print(table.concat(calls, ","))
print(string.gsub("hello", ".", {h = "H", o = 0}))
local n = 0
print(string.gsub("aaa", "a", function() n = n + 1; return n end))
print(string.gsub("nested", "%w+", function(w) return (string.gsub(w, "e", "E")) end))
print(string.gsub("abc", "b", setmetatable({}, {__call = function() return "X" end})))
print(string.gsub("2 3", "%d", function(d) return d * 2 end))

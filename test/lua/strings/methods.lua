-- string methods through the string metatable
local s = "Hello, World"
print(s:len(), s:upper(), s:lower(), s:reverse())
print(s:sub(1, 5), s:byte(1), s:find("World"), s:match("(%a+), (%a+)"))
print(s:gsub("o", "0"))
print(s:rep(2, "|"))
print(("%d-%s"):format(5, "x"))
print(("abc").pack == nil, ("i4"):packsize())
for w in s:gmatch("%a+") do io.write(w, ".") end print()
print(#s, s == "Hello, World", getmetatable("").__index == string)
local t = {}
for k in pairs(string) do t[#t + 1] = k end
table.sort(t)
print(table.concat(t, " "))

-- long bracket strings: levels, no escapes, first newline skipped, embedded brackets
local a = [[
first line
second line]]
print(a, #a)
local b = [==[contains ]] and ]=] inside]==]
print(b)
local c = [[no \n escapes \x41]]
print(c, #c)
local d = [[

two leading newlines, one skipped]]
print(#d, d:byte(1))
print([[]], #[[]], [=[]=] == "")
local e = [[a
b]]
print(e:byte(1, -1))
--[[ long comment
print("not printed")
]]
--[==[ another
]] still comment ]==]
print("after comments")

-- deep __index chains of tables are followed; rawset creates own fields
local root = {level = 0}
local cur = root
for i = 1, 50 do cur = setmetatable({}, {__index = cur}) end
print(cur.level, rawget(cur, "level"))
rawset(cur, "level", 50)
print(cur.level)
local loop = setmetatable({}, {})
getmetatable(loop).__index = loop
print(pcall(function() return loop.missing end))

local log = {}
local i = 0
::again::
do
  local c <close> = setmetatable({}, {__close = function() log[#log + 1] = "closed" .. i end})
  i = i + 1
  if i < 3 then goto again end
end
print(table.concat(log, " "))

-- errors raised by a generic-for iterator propagate with the iterator's position
local function badIter()
  local i = 0
  return function() i = i + 1 if i == 3 then error("iterator broke at " .. i) end return i end
end
local seen = {}
print(pcall(function() for v in badIter() do seen[#seen + 1] = v end end))
print(table.concat(seen, ","))
print(pcall(function() for k, v in pairs(nil) do end end))
print(pcall(function() for i, v in ipairs() do end end))

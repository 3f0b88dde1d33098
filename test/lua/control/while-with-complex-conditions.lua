-- loop conditions with function calls and side effects evaluated each iteration
local calls = 0
local function cond(i) calls = calls + 1 return i < 4 end
local i = 0
while cond(i) do i = i + 1 end
print(i, calls)
local queue = {1}
local seen = {}
while #queue > 0 do
  local v = table.remove(queue, 1)
  seen[#seen + 1] = v
  if v < 20 then queue[#queue + 1] = v * 2 queue[#queue + 1] = v * 3 end
  if #seen > 15 then break end
end
print(table.concat(seen, ","))

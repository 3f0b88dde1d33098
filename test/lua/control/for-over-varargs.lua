-- looping over varargs with select and with a packed table
local function sum(...)
  local s = 0
  for i = 1, select("#", ...) do s = s + select(i, ...) end
  return s
end
print(sum(), sum(1), sum(1, 2, 3, 4.5))
local function each(...)
  local out = {}
  for i, v in ipairs({...}) do out[#out + 1] = i .. "=" .. tostring(v) end
  return table.concat(out, " ")
end
print(each("a", "b", nil, "d"))

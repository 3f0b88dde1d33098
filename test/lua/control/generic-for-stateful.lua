-- generic for with stateful closure iterators and multiple loop variables
local function words(s)
  local pos = 1
  return function()
    local a, b = s:find("%a+", pos)
    if a then pos = b + 1 return s:sub(a, b), a end
  end
end
for w, at in words("the quick  brown fox") do io.write(w, "@", at, " ") end print()
local function enum(t)
  local i = 0
  return function() i = i + 1 if t[i] ~= nil then return i, t[i], i * 10 end end
end
for a, b, c in enum({"p", "q"}) do print(a, b, c) end
for a in enum({"only first var"}) do print(a) end

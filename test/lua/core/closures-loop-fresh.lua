local fs = {}
for i = 1, 5 do fs[i] = function() return i end end
for i = 1, 5 do io.write(fs[i](), " ") end
print()
local gs = {}
local j = 0
while j < 3 do
  j = j + 1
  local k = j * 10
  gs[j] = function() k = k + 1; return k end
end
print(gs[1](), gs[1](), gs[2](), gs[3]())
local hs = {}
for _, v in ipairs({"a", "b", "c"}) do hs[#hs + 1] = function() return v end end
print(hs[1](), hs[2](), hs[3]())

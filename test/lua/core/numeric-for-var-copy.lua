for i = 1, 3 do
  local before = i
  i = i * 100
  io.write(before, "->", i, " ")
end
print()
local n = 3
for i = 1, n do n = n + 1; io.write(i, " ") end
print(n)
local t = {}
for i = 1, 3 do t[#t + 1] = function() i = i + 1; return i end end
print(t[1](), t[1](), t[2](), t[3]())

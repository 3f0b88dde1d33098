-- the numeric for control variable is local to the loop and a copy
local i = "outer"
for i = 1, 2 do end
print(i)
for j = 1, 3 do
  local j2 = j
  j = j * 10
  io.write(j2, "->", j, " ")
end
print()
local t = {}
for k = 1, 3 do t[k] = function() return k end end
print(t[1](), t[3]())

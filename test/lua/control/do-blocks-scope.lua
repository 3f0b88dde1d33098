-- do ... end blocks introduce scopes and shadowing
local x = 1
do local x = 2 print(x) do local x = 3 print(x) end print(x) end
print(x)
local y = 10
do y = 20 end
print(y)
local z = 1
local z = z + 1
print(z)
do
  local a, a = 1, 2
  print(a)
end

local i, j = 0, 10
while i < j and not (i == 3 and j == 7) do i = i + 1; j = j - 1 end
print(i, j)
local t = {1, 2, 3, nil, 5}
local k = 1
while t[k] do k = k + 1 end
print(k)
local s = 0
repeat s = s + 1 local stop = s * s > 50 until stop or s > 100
print(s)

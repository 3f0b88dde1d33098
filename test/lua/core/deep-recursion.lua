local function depth(n) if n == 0 then return 0 end return 1 + depth(n - 1) end
print(depth(5000))
local function sum(n, acc) if n == 0 then return acc end return sum(n - 1, acc + n) end
print(sum(3000, 0))
local ok, err = pcall(function() local function inf(n) return 1 + inf(n + 1) end return inf(1) end)
print(ok, (string.gsub(err, "^.-:%d+: ", "")))

local ok, fail = 0, 0
for i = 1, 1000 do
  local s, e = pcall(function(n) if n % 3 == 0 then error({n = n}) end return n end, i)
  if s then ok = ok + 1 else fail = fail + e.n % 2 end
end
print(ok, fail)
local r = {pcall(error, "x", 0)}
print(#r, r[1], r[2])

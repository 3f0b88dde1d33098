-- pcall in a loop: errors raised with tables and strings (level 0, so no position text),
-- runtime errors from the VM, error/no-error mixes and nested pcall.
local function risky(i)
  if i % 5 == 0 then error({ code = i % 97 }) end
  if i % 5 == 1 then error("bad " .. (i % 13), 0) end
  if i % 5 == 2 then local t = nil; return t.field end
  return i % 1000
end

local ok_n, tab_n, str_n, rt_n, sum = 0, 0, 0, 0, 0
for i = 1, 1000000 do
  local ok, r = pcall(risky, i)
  if ok then
    ok_n = ok_n + 1
    sum = (sum + r) % 1000003
  elseif type(r) == "table" then
    tab_n = tab_n + 1
    sum = (sum + r.code) % 1000003
  elseif string.sub(r, 1, 4) == "bad " then
    str_n = str_n + 1
    sum = (sum + #r) % 1000003
  else
    rt_n = rt_n + 1
  end
end
print(string.format("ok %d, table %d, string %d, runtime %d, sum %d", ok_n, tab_n, str_n, rt_n, sum))

local function nested(depth)
  if depth == 0 then error({ depth = 0 }) end
  local ok, e = pcall(nested, depth - 1)
  if not ok then e.depth = e.depth + 1; error(e) end
end
local total = 0
for _ = 1, 30000 do
  local _, e = pcall(nested, 5)
  total = total + e.depth
end
print(string.format("nested depth total %d", total))

local okc = 0
for i = 1, 1000000 do
  local ok, v = pcall(function(x) return x * 2 end, i)
  if ok and v == i * 2 then okc = okc + 1 end
end
print(string.format("closures ok %d", okc))

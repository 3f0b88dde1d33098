-- hand-written insertion sort, merge sort and quicksort agree with table.sort
local function insertion(t) for i = 2, #t do local v, j = t[i], i - 1 while j >= 1 and t[j] > v do t[j + 1] = t[j] j = j - 1 end t[j + 1] = v end return t end
local function merge(t)
  if #t <= 1 then return t end
  local mid = #t // 2
  local l, r = {}, {}
  for i = 1, mid do l[#l + 1] = t[i] end
  for i = mid + 1, #t do r[#r + 1] = t[i] end
  l, r = merge(l), merge(r)
  local out, i, j = {}, 1, 1
  while i <= #l and j <= #r do if l[i] <= r[j] then out[#out + 1] = l[i] i = i + 1 else out[#out + 1] = r[j] j = j + 1 end end
  while i <= #l do out[#out + 1] = l[i] i = i + 1 end
  while j <= #r do out[#out + 1] = r[j] j = j + 1 end
  return out
end
local function quick(t, lo, hi)
  lo, hi = lo or 1, hi or #t
  if lo < hi then
    local p, i = t[hi], lo - 1
    for j = lo, hi - 1 do if t[j] <= p then i = i + 1 t[i], t[j] = t[j], t[i] end end
    t[i + 1], t[hi] = t[hi], t[i + 1]
    quick(t, lo, i) quick(t, i + 2, hi)
  end
  return t
end
local data = {}
local x = 12345
for i = 1, 100 do x = (x * 1103515245 + 12345) % 2147483648 data[i] = x % 1000 end
local function copy(t) local c = {} for i, v in ipairs(t) do c[i] = v end return c end
local a, b, c, d = insertion(copy(data)), merge(copy(data)), quick(copy(data)), copy(data)
table.sort(d)
print(table.concat(a, ",") == table.concat(d, ","), table.concat(b, ",") == table.concat(d, ","), table.concat(c, ",") == table.concat(d, ","))
print(table.concat(d, " ", 1, 20))

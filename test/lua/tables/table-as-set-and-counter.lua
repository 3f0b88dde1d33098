-- using tables as sets and counters, printed in sorted order
local words = {"b", "a", "c", "a", "b", "a", "d"}
local count, set = {}, {}
for _, w in ipairs(words) do
  count[w] = (count[w] or 0) + 1
  set[w] = true
end
local keys = {}
for k in pairs(set) do keys[#keys + 1] = k end
table.sort(keys)
for _, k in ipairs(keys) do print(k, count[k]) end
set.a = nil
local n = 0
for _ in pairs(set) do n = n + 1 end
print("size after delete", n, set.a, set.b)

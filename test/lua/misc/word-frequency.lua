-- word frequency count with output sorted by count desc then word asc
local text = [[
the quick brown fox jumps over the lazy dog the fox barks
and the dog sleeps while the quick fox runs away from the dog
]]
local freq = {}
for w in text:gmatch("%a+") do freq[w] = (freq[w] or 0) + 1 end
local words = {}
for w, c in pairs(freq) do words[#words + 1] = {w = w, c = c} end
table.sort(words, function(a, b) if a.c ~= b.c then return a.c > b.c end return a.w < b.w end)
for i, e in ipairs(words) do print(i, e.w, e.c) end

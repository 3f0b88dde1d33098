-- sorting records with unique keys gives a deterministic order regardless of algorithm
local recs = {}
for i = 1, 60 do recs[i] = {id = i, key = (i * 7919) % 61} end
table.sort(recs, function(a, b) return a.key < b.key end)
local out = {}
for i = 1, #recs do out[i] = recs[i].id end
print(table.concat(out, ","))
table.sort(recs, function(a, b) return a.id > b.id end)
print(recs[1].id, recs[60].id)
local strs = {}
for i = 1, 30 do strs[i] = string.char(65 + (i * 11) % 26) .. i end
table.sort(strs)
print(table.concat(strs, " "))

-- counting ASCII vs multi-byte characters and bytes per character
local s = "ASCII, Ελληνικά, 中文, emoji 🎉!"
local counts = {0, 0, 0, 0}
for _, c in utf8.codes(s) do
  local n = #utf8.char(c)
  counts[n] = counts[n] + 1
end
print(utf8.len(s), #s, table.concat(counts, " "))
local maxcp = 0
for _, c in utf8.codes(s) do if c > maxcp then maxcp = c end end
print(maxcp, string.format("U+%04X", maxcp))

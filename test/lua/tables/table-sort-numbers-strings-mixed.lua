-- sorting strings compares bytewise (uppercase before lowercase, shorter prefix first)
local t = {"a", "A", "aa", "B", "b", "_", "1", "10", "9", "", " ", "Z", "z", "\xff", "\0"}
table.sort(t)
local out = {}
for i, s in ipairs(t) do out[i] = string.format("%q", s) end
print(table.concat(out, " "))
print("a" < "aa", "Z" < "a", "10" < "9", "" < " ", "\0" < "\1", "abc" < "abd")

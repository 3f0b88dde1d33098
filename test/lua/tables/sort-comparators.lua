-- table.sort with custom comparators: descending, by field, multi-key, stable tie-break
local t = {5, 2, 8, 1, 9}
table.sort(t, function(a, b) return a > b end)
print(table.concat(t, " "))
local people = {
  {name = "ann", age = 31}, {name = "bob", age = 25}, {name = "cy", age = 31}, {name = "di", age = 19},
}
table.sort(people, function(a, b)
  if a.age ~= b.age then return a.age < b.age end
  return a.name < b.name
end)
for _, p in ipairs(people) do io.write(p.name, ":", p.age, " ") end print()
local words = {"ccc", "a", "bb", "dddd", "ee", "f"}
table.sort(words, function(a, b) if #a ~= #b then return #a < #b end return a < b end)
print(table.concat(words, " "))
local calls = 0
local x = {3, 1, 2}
table.sort(x, function(a, b) calls = calls + 1 return a < b end)
print(table.concat(x, " "), calls > 0)

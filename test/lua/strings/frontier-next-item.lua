-- %f[set] followed by an item: a single class (with no quantifier, +, *, ? or -), captures
-- opening in between, sets that do or do not hold the item's bytes, NUL in the set (the start and
-- the end of the subject read as NUL), in find, match, gmatch and gsub.
local function show(...)
  local t = table.pack(...)
  for i = 1, t.n do t[i] = type(t[i]) == "string" and string.format("%q", t[i]) or tostring(t[i]) end
  return table.concat(t, " ")
end

local subjects = {
  "the kaka kid, skip KOK k9 k",
  "k",
  "",
  "\0k\0ak\255k",
  "abc123 def_45 6gh",
  "  lead and trail  ",
}
local patterns = {
  "%f[%a]k%a*", "%f[%a]%a+", "%f[%a](%a+)", "%f[%a]()%a", "%f[%a]((%a))%a*", "%f[%a]k", "%f[%a]%d",
  "%f[%a]%a*", "%f[%a]%a?", "%f[%a]%a-", "%f[%a].", "%f[%l]%u+", "%f[%w][%a_]+", "%f[%a%d][%a]+",
  "%f[%z%a]%a", "%f[^%a]%a", "%f[^%a].", "%f[^%s]%S+", "%f[%s]%s", "%f[%a]%f[%l]%l+", "%f[%d]%d+()",
  "%f[%a]$", "%f[%a]", "%f[%a]()", "%f[%w]%w+%f[%W]", "%f[k][k]+", "%f[^\0]%z", "%f[%a][^%a]",
}
for si, s in ipairs(subjects) do
  for _, p in ipairs(patterns) do
    local g = {}
    for a, b in string.gmatch(s, p) do g[#g + 1] = show(a, b) end
    print(si, p, show(string.find(s, p)), show(string.find(s, p, 5)), show(string.match(s, p, 2)),
      table.concat(g, ","), show(string.gsub(s, p, "<%0>")), show(string.gsub(s, p, string.upper, 3)))
  end
end

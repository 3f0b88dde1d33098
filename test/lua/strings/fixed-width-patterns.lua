-- Patterns whose every item matches exactly one byte (no quantifier) have matches of one length;
-- the runtime finds them without building a match array and takes captures at fixed offsets.
-- Captures (nested, position), anchors, %f, $, width 0, empty matches, bytes > 127 and NUL,
-- in find, match, gmatch and gsub (string, function and table replacements, max n).
local function show(...)
  local t = table.pack(...)
  for i = 1, t.n do t[i] = type(t[i]) == "string" and string.format("%q", t[i]) or tostring(t[i]) end
  return table.concat(t, " ")
end

local subjects = {
  "ab12 cd34 ef56",
  "x=1;y=22;zz=333",
  "\0a\0b\200c\255d\128",
  "",
  "aaaa",
  "a.b%c[d]e^f$g",
}
local patterns = {
  "%a%d", "(%a)(%d)", "((%a)%d)", "(%a)()(%d)", "()", "()()", "", "(%a)", "%a%d$", "^%a", "^(%a)(%a)",
  "%f[%a]%a", "%f[%A](%a)()", "%f[%z]", "%f[%Z]", "[%z\128-\255]", "([^%a])", "%.%a", "%%(%a)", "[%[%]]",
  "%^.", "(.)%$", "(%a)(%a)(%a)(%a)", "()%z()", ".", "(.)(.)",
}
for _, s in ipairs(subjects) do
  for _, p in ipairs(patterns) do
    local out = { show(s:find(p)), show(s:find(p, 3)), show(s:find(p, -2)), show(s:match(p)), show(s:match(p, 2)) }
    local g = {}
    for a, b, c in s:gmatch(p) do g[#g + 1] = show(a, b, c) end
    out[#out + 1] = table.concat(g, ",")
    out[#out + 1] = show(s:gsub(p, "<%0|%1>"))
    out[#out + 1] = show(s:gsub(p, "[%1]", 2))
    out[#out + 1] = show(s:gsub(p, function(a, b) return a == "a" and "A" or (b and tostring(b)) or nil end))
    out[#out + 1] = show(s:gsub(p, { a = "1", ["1"] = 2, [""] = "E", ["\0"] = false }))
    print(string.format("%q", s), string.format("%q", p), table.concat(out, " ; "))
  end
end

-- invalid replacement escapes and capture indexes with fixed-width patterns
print(pcall(string.gsub, "ab", "(%a)", "%2"))
print(pcall(string.gsub, "ab", "%a", "%2"))
print(pcall(string.gsub, "ab", "%a", "%x"))
print(pcall(string.gsub, "ab", "(%a)", function() return {} end))
print(string.gsub("abc", "%a", "%0%0"), string.gsub("abc", "()", "%1"))

-- the same pattern alternating with variable-width ones and used inside its own callback
local n = 0
local r = string.gsub("k1 k2 k3", "(%a)(%d)", function(a, d)
  n = n + 1
  local inner = string.gsub(a .. d .. a, "(%a)(%d)", "%2%1")
  return inner .. (string.match("zz9", "(%a+)(%d)") or "")
end)
print(r, n)

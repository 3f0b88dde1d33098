-- gsub and gmatch scan for a fixed-width pattern of single-byte classes byte by byte (not through
-- the RegExp): matches at the first and last possible position, candidates whose first byte
-- matches and a later one does not, overlapping candidates, width 0, dots, sets with NUL and bytes
-- above 127, captures at fixed offsets, gmatch's init past the end, max n, and anchored patterns.
local function show(...)
  local t = table.pack(...)
  for i = 1, t.n do t[i] = type(t[i]) == "string" and string.format("%q", t[i]) or tostring(t[i]) end
  return table.concat(t, " ")
end

local subjects = {
  "ab", "aab", "abab", "xab", "abx", "a", "", "aaab1", "ba1ab2ab", "1a2b3c", "zz9",
  "\0\0a\0", "\200\201\255a", "..a.b", "%a%b", "ab\n cd\tef", "AbCd eF1 g2",
}
local patterns = {
  "ab", "a", "%a%a", "(%a)(%d)", "%a%d", "()%a%d()", "(%a%a)", "..", "(.).", "[%z\200-\255]%a",
  "[^%a][%a]", "%A", "%s%a", "%u%l", "[ab][ab]", "a%a", "", "()", "(a)()b", "%.%a", "%%%a",
  "[%w_][%w_][%w_]", "%x%x", "%p", "%c%c",
}
for si, s in ipairs(subjects) do
  for _, p in ipairs(patterns) do
    local g = {}
    for a, b, c in string.gmatch(s, p) do g[#g + 1] = show(a, b, c) end
    local g2 = {}
    for a in string.gmatch(s, p, 2) do g2[#g2 + 1] = show(a) end
    local g9 = {}
    for a in string.gmatch(s, p, #s + 1) do g9[#g9 + 1] = show(a) end
    local calls = 0
    print(si, p, table.concat(g, ","), table.concat(g2, ","), table.concat(g9, ","),
      show(string.gsub(s, p, "<%0>")), show(string.gsub(s, p, "[%0]", 1)),
      show(string.gsub(s, p, function(a) calls = calls + 1; if calls % 2 == 0 then return tostring(a):upper() end end)),
      show(string.gsub(s, p, { ab = "X", a = 1, [""] = "-" })), show(string.gsub(s, "^" .. p, "^")))
  end
end

-- a long subject: dense and sparse matches, the last match at the very end
local t = {}
for i = 1, 3000 do t[i] = (i % 7 == 0) and "k9" or (i % 3 == 0 and "ab" or "1.") end
local long = table.concat(t) .. "zq"
local n1, n2, n3 = 0, 0, 0
for _ in long:gmatch("%a%d") do n1 = n1 + 1 end
for a, b in long:gmatch("(%a)(%a)") do n2 = n2 + #a + #b end
for _ in long:gmatch("[zq][zq]") do n3 = n3 + 1 end
local r1, c1 = long:gsub("%a%a", "")
local r2, c2 = long:gsub("(%d)(%.)", "%2%1", 500)
local r3, c3 = long:gsub("%a", { k = "K" })
print(n1, n2, n3, #r1, c1, r2:sub(-40), c2, #r3, c3, r3:sub(1, 30), r1:sub(-20))

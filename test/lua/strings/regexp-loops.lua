-- gmatch, gsub, find and match through their RegExp loops: fixed-width (test) and variable-width
-- (exec) patterns, empty matches where the last match ended, position captures, every replacement
-- form (constant text, %0, %1 without captures, %%, bad index and escape only on a match), kept
-- matches, max n, anchors, and the same pattern string read by find and match in turn.
local function show(...)
  local t = table.pack(...)
  for i = 1, t.n do t[i] = type(t[i]) == "string" and string.format("%q", t[i]) or tostring(t[i]) end
  return table.concat(t, " ")
end

local subjects = { "ab12 cd 3 efg45;", "", "aaa", ";;a;b;;", "x=1;yy=22;zzz=333;", "\0a\200b\255" }
local patterns = {
  "%a*", "a?", "()", "%a+", "(%a+)", "(%a+)()", "()(%a*)()", "(%a)(%d*)", "%f[%a]%a*", "%d*;?",
  "[^;]*", "(%a+)=(%d+);", "%a%d", "(%a)()", "%a", ".-;", "()%a-()", "(%a*)(;)",
}

for si, s in ipairs(subjects) do
  for _, p in ipairs(patterns) do
    local g = {}
    for a, b, c in string.gmatch(s, p) do g[#g + 1] = show(a, b, c) end
    local g3 = {}
    for a in string.gmatch(s, p, 3) do g3[#g3 + 1] = show(a) end
    print(si, p, "gmatch", table.concat(g, ","), "from3", table.concat(g3, ","))
    print(si, p, "gsub", show(string.gsub(s, p, "<%0>")), show(string.gsub(s, p, "X")),
      show(string.gsub(s, p, "%1%%")), show(string.gsub(s, p, "[%0]", 2)))
    print(si, p, "find", show(string.find(s, p)), show(string.find(s, p, 4)), show(string.match(s, p, -3)))
    local calls = {}
    print(si, p, "call", show(string.gsub(s, p, function(a, b)
      calls[#calls + 1] = show(a, b)
      if #calls % 3 == 0 then return nil end
      if #calls % 3 == 1 then return #calls end
      return false
    end)), table.concat(calls, ","))
    print(si, p, "table", show(string.gsub(s, p, { a = "A", ab = 7, [""] = "E", aaa = false })))
  end
end

-- anchored: one match at most, from the start
for _, p in ipairs({ "^%a*", "^(%a)(%a)", "^%d", "^()", "^(%a+)()" }) do
  print(p, show(string.gsub("abc def", p, "%0%0")), show(string.gsub("abc def", p, string.upper)),
    show(string.gsub("", p, "z")), show(string.find("abc", p)), show(string.match("abc", p)))
end

-- replacement errors are raised only when a match uses them
for _, p in ipairs({ "%a", "(%a)", "%a+", "(%a+)", "zz", "(z+)" }) do
  print(p, pcall(string.gsub, "ab cd", p, "%2"))
  print(p, pcall(string.gsub, "ab cd", p, "%x"))
  print(p, pcall(string.gsub, "ab cd", p, "%1-%0"))
  print(p, pcall(string.gsub, "ab cd", p, "a%"))
end

-- the same pattern string read by find (plain or not) and match in turn, and patterns that change
local s = "a)b(c).d"
for _, p in ipairs({ "a)", "a)", "(c)", ".d", ".d", "b(", "(c", "c).", "a)" }) do
  print(p, pcall(string.find, s, p, 1, true))
  print(p, pcall(string.find, s, p))
  print(p, pcall(string.match, s, p))
  print(p, pcall(string.find, s, p, 2))
end
for i = 1, 6 do
  local p = i % 2 == 0 and "b" or "(b)"
  print(i, string.find("abcb", p, i), string.match("abcb", p, i))
end

-- a long subject: hundreds of matches per call, results folded to a few numbers
local parts = {}
for i = 1, 700 do parts[#parts + 1] = string.rep(string.char(97 + i % 26), 1 + i % 4) .. "=" .. (i * 37) % 1000 .. ";" end
local text = table.concat(parts)
local n, sum = 0, 0
for k, v in string.gmatch(text, "(%a+)=(%d+);") do n = n + 1; sum = (sum + #k * tonumber(v)) % 1000003 end
print("pairs", n, sum)
local r, c = string.gsub(text, "(%a+)=(%d)", "%2:%1")
print("gsub", #r, c, r:sub(1, 40), r:sub(-40))
local counted = 0
r, c = string.gsub(text, "%a%a", function(w) counted = counted + 1; if counted % 5 == 0 then return w:upper() end end)
print("call", #r, c, counted, r:sub(1, 40))
r, c = string.gsub(text, "(%a)(%a)", { aa = "1", bb = 22, cc = false })
print("table", #r, c, r:sub(1, 40))
r, c = string.gsub(text, "%f[%a]c%a*", string.upper)
print("frontier", #r, c, r:sub(1, 60))

-- Edges of the RegExp translation of patterns (pattern-regexp.ts): anchors, empty matches,
-- frontiers at both ends, position captures, init past the end, NUL and high bytes, and the
-- patterns that stay with the matcher (too many captures, too deep, %b, back references).
local function show(...)
  local t = {}
  for i = 1, select("#", ...) do t[#t + 1] = string.format("%q", (select(i, ...))) end
  return table.concat(t, " ")
end
local function all(s, p)
  local t = {}
  for a, b in string.gmatch(s, p) do t[#t + 1] = show(a, b) end
  return #t .. ": " .. table.concat(t, " | ")
end
-- empty matches: lua skips an empty match where the previous match ended
print(show(string.gsub("abc", "%w*", "-")))
print(show(string.gsub("abc d", "%w*", "[%0]")))
print(show(string.gsub("", "x*", "-")))
print(show(string.gsub("abc", "()", "%1")))
print(show(string.gsub("a,b,,c", "[^,]*", "<%0>")))
print(all("a,b,,c", "[^,]*"))
print(all("abc", "()"))
print(all("abc", "%w-"))
print(all("aaa", "a-()"))
-- anchors: '^' anchors find/match/gsub; in gmatch it is a literal
print(show(string.gsub("aaa", "^a", "b")))
print(show(string.gsub("aaa", "^a*", "b")))
print(show(string.gsub("aaa", "^", "b")))
print(show(string.gsub("^a^a", "^^a", "x")))
print(all("^a^a", "^a"))
print(all("aaa", "^a"))
print(show(string.find("xa^b", "a^b")))
print(show(string.find("a$b", "a$b")), show(string.find("ab$", "b$")), show(string.find("ab$", "b%$")))
print(show(string.match("abc", "^$")), show(string.match("", "^$")), show(string.find("abc", "$")))
print(show(string.find("abc", "^", 4)), show(string.find("abc", "^", 5)), show(string.find("abc", "", 10)))
print(show(string.match("abc", "()", 4)), show(string.match("abc", "()", -1)), show(string.match("abc", "()", -10)))
-- frontiers at the start and end, with and without NUL in the set
print(all("THE (quick) fox", "%f[%a]%a+"))
print(all("hello world", "%f[%w]()"))
print(all("hello world", "()%f[%W]"))
print(all("x\0y", "%f[%z]"), all("x\0y", "%f[^%z]."))
print(show(string.gsub("abc", "%f[%z]", "|")), show(string.gsub("abc", "%f[^%z]", "|")))
print(show(string.gsub("\0a\0", "%f[\0-a]", "|")), show(string.gsub("\0a\0", "%f[^\0]", "|")))
print(show(string.find("ab", "%f[%a]*")), show(string.find("a*b", "%f[%a]a*")))
-- captures: position captures, nested, at the end, in replacements
print(show(string.find("hello", "(h)(e)(l)()")))
print(show(string.match("key = value", "((%w+)%s*=%s*(%w+))()")))
print(show(string.gsub("hello world", "()(o)", "%1%2")))
print(show(string.gsub("abc", "(b)", "%0%1%%")))
print(pcall(string.gsub, "abc", "(b)", "%2"))
print(pcall(string.gsub, "abc", "b", "%2"))
print(pcall(string.gsub, "abc", "b", "%x"))
print(show(string.gsub("abc", "b", "%1")))
print(show(string.gsub("abc", "()b", "%1")))
print(show(string.gsub("abc", "(a)(b)", {a = 1, b = 2})))
print(show(string.gsub("abc", "()b", {[2] = "two"})))
print(pcall(string.gsub, "abc", "%w", {a = true}))
print(show(string.gsub("abc", "%w", {a = false, b = "B"})))
print(pcall(string.gsub, "abc", "%w", {a = {}}))
print(show(string.gsub("a b c", "%w", function() end)))
print(show(string.gsub("a b c", "(%w)()", function(c, p) return c .. p end, 2)))
print(show(string.gsub("a b c", "%w", "x", 0)), show(string.gsub("a b c", "%w", "x", -1)))
-- NUL bytes and bytes >= 0x80: lua's classes are C-locale
print(show(string.find("a\0b", "%z")), show(string.find("a\0b", "\0b")), show(string.find("a\0b", "[\0]")))
print(show(string.match("caf\233 \200\255", "%a+")), show(string.match("\233\200", "%A+")), show(string.match("\233x", "%l")))
print(show(string.gsub("\200\201\255", "[\128-\255]", "%%")), show(string.gsub("\200a\201", "%W", "?")))
print(show(string.match("\255\254", ".-$")), show(string.upper("\233a")), show(string.match("AbC\200", "%u+")))
print(show(string.find("a.b", ".", 1, true)), show(string.find("a+b", "+", 1, true)), show(string.find("a%b", "%", 1, true)))
print(show(string.find("a[b", "[", 1, true)), show(string.find("x(y)", "(y)", 1, true)), show(string.find("a$", "$", 1, true)))
-- sets with ']' and '-' and '^' in odd places
print(show(string.match("a]b", "[]]")), show(string.match("]a", "[^]]")), show(string.match("-a", "[a-]+")))
print(show(string.match("x-y", "[%a-]+")), show(string.match("^x", "[x^]+")), show(string.match("b-", "[-b]+")))
-- greedy, lazy and optional order decide which match is found
print(show(string.match("aaab", "(a*)(a*)b")), show(string.match("aaab", "(a-)(a*)b")), show(string.match("aaab", "(a?)(a*)b")))
print(show(string.match("<a><b>", "<(.-)>")), show(string.match("<a><b>", "<(.*)>")), show(string.match("abab", "(.+)b")))
print(show(string.find("xxabab", "a.-b", 4)), show(string.find("xxabab", "a.-b", -2)))
-- patterns the translation leaves to the matcher
local many = string.rep("()", 33)
print(pcall(string.find, "abc", many))
print(select("#", string.find("abc", string.rep("()", 32))))
print(pcall(string.match, string.rep("a", 300), string.rep("a?", 300)))
print(pcall(string.match, string.rep("a", 120), string.rep("a?", 120)))
print(pcall(string.match, "f(a(b)c)", "%b()"), pcall(string.match, "abab", "(ab)%1"))
print(pcall(string.find, "abc", "(a"), pcall(string.find, "abc", "a)"), pcall(string.find, "abc", "[a"))
print(pcall(string.find, "abc", "x[a"), pcall(string.find, "abc", "%"))

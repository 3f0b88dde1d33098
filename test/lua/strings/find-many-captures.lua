-- up to 32 captures, nested and positional
local s = string.rep("ab", 16)
print(string.find(s, string.rep("(a)(b)", 16)))
print(select("#", string.match(s, string.rep("(.)", 32))))
print(string.match("abcdef", "((a)(b)((c)(d)))(e)"))
print(string.match("abcdef", "(()a()b())"))
print(string.gsub("abcd", "((a)(b))", "%3%2%1"))

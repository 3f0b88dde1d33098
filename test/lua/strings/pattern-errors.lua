-- malformed patterns, through find, match, gmatch and gsub
local pats = {"%", "a%", "[a", "[^", "[a%", "[%]", "(a", "a)", "%b", "%bx", "%f", "%fa", "%1", "(a)%2", "(()", "%g%",
  "[]", "[^]", "((a)", "a))", "%f[", "(a%1)"}
for _, p in ipairs(pats) do
  print(p, pcall(string.find, "abc(a)", p))
  print(p, pcall(string.match, "abc(a)", p))
  print(p, pcall(string.gsub, "abc(a)", p, "x"))
  print(p, pcall(function() for m in string.gmatch("abc(a)", p) do end return "ok" end))
end

-- gmatch's init argument (lua 5.4)
for _, init in ipairs({1, 2, 5, 0, -3, -100, 12, 13, 100}) do
  local t = {}
  for w in string.gmatch("hello world", "%a+", init) do t[#t + 1] = w end
  print(init, #t, table.concat(t, ","))
end
local t = {}
for p in string.gmatch("abc", "()", 4) do t[#t + 1] = p end
print(table.concat(t, ","))
t = {}
for p in string.gmatch("abc", "()", 5) do t[#t + 1] = p end
print(#t)
print(pcall(function(...) return string.gmatch(...) end, "abc", "a", 1.5))
print(pcall(function(...) return string.gmatch(...) end, "abc"))
print(pcall(function(...) return string.gmatch(...) end))

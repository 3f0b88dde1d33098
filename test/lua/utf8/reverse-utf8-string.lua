-- reversing a UTF-8 string by characters using utf8.codes and utf8.char
local function ureverse(s)
  local cps = {}
  for _, c in utf8.codes(s) do table.insert(cps, 1, c) end
  return utf8.char(table.unpack(cps))
end
print(ureverse("héllo wörld"), ureverse(""), ureverse("日本語"))
print(ureverse(ureverse("naïve café")) == "naïve café")

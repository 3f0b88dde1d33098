-- %x escapes for every punctuation byte, inside and outside sets
local out = {}
for c = 33, 126 do
  local ch = string.char(c)
  if not ch:match("%w") then
    local s = "a" .. ch .. "b"
    out[#out + 1] = ch .. ":" .. tostring(s:find("%" .. ch)) .. tostring(s:find("[%" .. ch .. "]")) .. tostring(s:find(ch, 1, true))
  end
end
print(table.concat(out, " "))
print(pcall(string.find, "a", "%"))
print(string.find("a%b", "%%"), string.find("a%b", "[%%]"))
print(string.match("x.y", "%.(.)"), string.match("f(x)", "%((.)%)"))

-- utf8.charpattern matches exactly one UTF-8 encoded character
print(utf8.charpattern == "[\0-\x7F\xC2-\xFD][\x80-\xBF]*")
local s = "héllo wörld €"
local chars = {}
for c in s:gmatch(utf8.charpattern) do chars[#chars + 1] = c end
print(#chars, table.concat(chars, "|"))

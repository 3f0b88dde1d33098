-- URL encoding/decoding and a tiny CSV parser
local function encode(s)
  return (s:gsub("[^%w%-_%.~]", function(c) return string.format("%%%02X", c:byte()) end))
end
local function decode(s)
  return (s:gsub("+", " "):gsub("%%(%x%x)", function(h) return string.char(tonumber(h, 16)) end))
end
local e = encode("hello world & café/?=")
print(e, decode(e), decode("a+b%20c%2Fd"))
local function csv(line)
  local res, pos = {}, 1
  while true do
    if line:sub(pos, pos) == '"' then
      local txt, i = "", pos + 1
      while true do
        local a, b = line:find('"', i, true)
        if not a then error("unmatched quote") end
        txt = txt .. line:sub(i, a - 1)
        if line:sub(b + 1, b + 1) == '"' then txt = txt .. '"'; i = b + 2
        else i = b + 1; break end
      end
      res[#res + 1] = txt
      pos = i + 1
    else
      local a = line:find(",", pos, true)
      res[#res + 1] = line:sub(pos, (a or 0) - 1)
      if not a then break end
      pos = a + 1
    end
    if pos > #line + 1 then break end
  end
  return res
end
print(table.concat(csv('a,"b,c",d,"say ""hi""",,e'), "|"))
print(#csv(""), #csv(","), table.concat(csv('x,"y"'), "|"))

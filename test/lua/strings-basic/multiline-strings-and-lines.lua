-- iterating lines of a multi-line string with find/sub, counting bytes and lines
local text = "first\nsecond line\n\nfourth\n"
local n, pos = 0, 1
while pos <= #text do
  local nl = text:find("\n", pos, true)
  local line = text:sub(pos, (nl or #text + 1) - 1)
  n = n + 1
  print(n, #line, "[" .. line .. "]")
  pos = (nl or #text) + 1
end
print("total bytes", #text)

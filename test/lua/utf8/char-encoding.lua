-- utf8.char encodes code points into 1-6 byte sequences (lua allows up to 2^31-1)
local cps = {0, 65, 127, 128, 233, 2047, 2048, 8364, 65535, 65536, 128512, 1114111, 1114112, 0x7FFFFFFF}
for _, cp in ipairs(cps) do
  local s = utf8.char(cp)
  print(cp, #s, s:byte(1, -1))
end
print(utf8.char(72, 233, 108, 108, 246), utf8.char())
print(pcall(utf8.char, 0x80000000))
print(pcall(utf8.char, -1))
print(pcall(utf8.char, "x"))

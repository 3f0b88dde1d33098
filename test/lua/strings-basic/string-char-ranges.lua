-- generating alphabets with string.char and checking byte arithmetic
local lower, upper, digits = {}, {}, {}
for c = ("a"):byte(), ("z"):byte() do lower[#lower + 1] = string.char(c) end
for c = 65, 90 do upper[#upper + 1] = string.char(c) end
for c = 48, 57 do digits[#digits + 1] = string.char(c) end
print(table.concat(lower), table.concat(upper), table.concat(digits))
local function rot13(s)
  local out = {}
  for i = 1, #s do
    local b = s:byte(i)
    if b >= 97 and b <= 122 then b = (b - 97 + 13) % 26 + 97
    elseif b >= 65 and b <= 90 then b = (b - 65 + 13) % 26 + 65 end
    out[i] = string.char(b)
  end
  return table.concat(out)
end
print(rot13("Hello, World!"), rot13(rot13("Hello, World!")))

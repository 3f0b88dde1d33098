-- byte-level string processing: caesar shift and a simple checksum
local function shift(s, k)
  return (s:gsub("%a", function(c)
    local base = c:match("%l") and 97 or 65
    return string.char((c:byte() - base + k) % 26 + base)
  end))
end
print(shift("Attack at Dawn", 3), shift(shift("Attack at Dawn", 3), -3))
local function checksum(s) local h = 0 for i = 1, #s do h = (h * 31 + s:byte(i)) % 2^32 end return h end
print(checksum("hello"), checksum(""), checksum(string.rep("ab", 100)), math.type(checksum("x")))
local function adler(s) local a, b = 1, 0 for i = 1, #s do a = (a + s:byte(i)) % 65521 b = (b + a) % 65521 end return b << 16 | a end
print(adler("Wikipedia"), string.format("%08x", adler("Wikipedia")))

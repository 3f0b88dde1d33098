-- Fixed-width matches and captures of two bytes (kept strings by byte pair) and string.byte at one position (its fast path), with NUL, high bytes and edges.
local all = {}
for b = 0, 255 do all[#all + 1] = string.char(b) end
local bytes = table.concat(all)
-- every pair of neighbouring bytes through gmatch, gsub with a table, a callback and %0
local seen, n = {}, 0
for p in string.gmatch(bytes, "..") do
  n = n + 1
  seen[#seen + 1] = string.byte(p, 1) * 256 + string.byte(p, 2)
end
print(n, seen[1], seen[2], seen[128], #seen)
local keys = {}
for b = 0, 254 do keys[string.char(b, b + 1)] = b end
local count = 0
local out = string.gsub(bytes, "..", function(p)
  count = count + 1
  return keys[p] and string.format("<%d>", keys[p]) or nil
end)
print(count, #out, out:sub(1, 40), out:sub(-40))
local t = {["\0\1"] = "A", ["\254\255"] = "Z", ["ab"] = "X", ["ba"] = "Y"}
print((string.gsub(bytes, "..", t)):byte(1, -1) == nil)
local r, k = string.gsub(bytes, "..", t)
print(#r, k, r:sub(1, 3), r:sub(-3))
print(string.gsub("abba\0\1ab", "..", t))
print(string.gsub("abba\0\1ab", "(.)(.)", "%2%1%0"))
print(string.gsub("abcabcab", "(%a%a)%a", t))
print(string.gsub("abxbaxab", "(%a%a)x", "[%1]"))
-- the same pair from different subjects and offsets, captures beside position captures
for _, s in ipairs({"ab", "xab", "xxab", "ab\0ab", "\255\255ab\255"}) do
  print(string.find(s, "(ab)"), string.match(s, "()(ab)()"), string.find(s, "(%a)(%a)", 1))
end
print(string.match("\0\0", ".."), string.match("\0\0", "(.)(.)"), #string.match("\0\0", ".."))
local pairsSeen = {}
for a, b in string.gmatch("kalomineruta", "((%a)%a)") do pairsSeen[#pairsSeen + 1] = a .. "/" .. b end
print(table.concat(pairsSeen, " "))
-- width 2 with a frontier and an anchor
print(string.gsub("ka ko ki", "%f[%a]k%a", string.upper))
print(string.gsub("kaka", "^ka", "%0%0"))
-- string.byte at one position: inside, at the edges, negative, zero, past the end, floats, strings
local s = "A\0\255z"
for _, i in ipairs({1, 2, 3, 4, 5, 0, -1, -4, -5, 100, -100}) do print(i, string.byte(s, i), s:byte(i), string.byte(s, i, nil)) end
print(string.byte(s, 2.0), string.byte(s, "3"), string.byte(s, "0x2"), string.byte("", 1), string.byte(""))
print(pcall(string.byte, s, 1.5))
print(pcall(string.byte, s, "x"))
print(pcall(string.byte, s, {}))
print(pcall(string.byte, nil, 1))
print(pcall(string.byte, {}, 1))
print(string.byte(12345, 2), string.byte(1.5, 2), string.byte(s, 2, 3), string.byte(s, 4, 2))
print(string.byte(s, math.maxinteger), string.byte(s, math.mininteger), string.byte(s, 2^31))

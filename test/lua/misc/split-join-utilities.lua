-- split/join/trim helpers built on string.find with plain search
local function split(s, sep)
  local out, pos = {}, 1
  while true do
    local a, b = s:find(sep, pos, true)
    if not a then out[#out + 1] = s:sub(pos) break end
    out[#out + 1] = s:sub(pos, a - 1)
    pos = b + 1
  end
  return out
end
local function trim(s) local a, b = 1, #s while a <= b and s:byte(a) == 32 do a = a + 1 end while b >= a and s:byte(b) == 32 do b = b - 1 end return s:sub(a, b) end
local parts = split("a,b,,c,", ",")
print(#parts, "[" .. table.concat(parts, "|") .. "]")
print(#split("", ","), #split("abc", ","), table.concat(split("1::2::3", "::"), "+"))
print("[" .. trim("   padded  ") .. "]", "[" .. trim("    ") .. "]", "[" .. trim("x") .. "]")
local fields = split("name=lua; version=5.4; year=2020", "; ")
for _, f in ipairs(fields) do local kv = split(f, "=") print(kv[1], kv[2], math.type(tonumber(kv[2]))) end

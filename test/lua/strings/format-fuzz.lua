-- generated conversion specifications (some invalid) applied to assorted values
local seed = 77
local function rnd(n) seed = (seed * 1103515245 + 12345) % 2147483648; return (seed >> 8) % n end
local flags = {"", "", "-", "+", " ", "#", "0", "-0", "+0", "#0", "- ", "-#", "+ #0"}
local convs = {"d", "i", "o", "u", "x", "X", "c", "s", "e", "E", "f", "g", "G", "a", "A", "q", "F", "y"}
local vals = {0, 1, -1, 7, 255, -255, 65, 123456789, math.maxinteger, math.mininteger, 0.0, -0.0, 0.5, 1.5, -2.5, 0.1,
  1e15, 1e16, 1e-5, 123.456, 1e300, 5e-324, 1/0, -1/0, 3.0, "12", "abc", "", "x\0y", true, nil}
local function spec()
  local s = "%" .. flags[1 + rnd(#flags)]
  local w = rnd(4)
  if w == 1 then s = s .. rnd(10) elseif w == 2 then s = s .. (10 + rnd(90)) elseif w == 3 then s = s .. rnd(200) end
  local p = rnd(5)
  if p == 1 then s = s .. "." elseif p == 2 then s = s .. "." .. rnd(10) elseif p == 3 then s = s .. "." .. (10 + rnd(90)) end
  return s .. convs[1 + rnd(#convs)]
end
for _ = 1, 400 do
  local f = spec()
  local v = vals[1 + rnd(#vals)]
  local ok, r = pcall(string.format, f, v)
  print(f, tostring(v), ok, ok and string.format("%q", r) or r)
end

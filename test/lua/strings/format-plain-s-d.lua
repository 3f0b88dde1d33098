-- string.format with only bare %s / %d conversions (parsed once per format and formatted without
-- the general loop when every argument is a string or a number): each argument kind either way.
local values = {
  "abc", "", "a\0b", "%d %s", "\255\128", 0, 1, -1, 42, 2^53, -2^53, math.maxinteger, math.mininteger,
  1.5, -0.0, 0.0, 3.0, 1e15, 1e100, -1e-7, 1/0, -1/0, "10", " 0x1F ", "1e2", "3.0", "abc1",
  true, false, {}, setmetatable({}, { __tostring = function() return "T!" end }),
  setmetatable({}, { __name = "My" }),
}
local formats = { "%s", "%d", "[%s]", "<%d>", "%s=%d;", "%d%%%s", "%%%s%%", "x%sy%sz", "%d,%d,%d" }
for _, f in ipairs(formats) do
  for i, v in ipairs(values) do
    local ok, r = pcall(string.format, f, v, v, v)
    if ok and type(v) == "table" and not getmetatable(v) then r = r:gsub("0x%x+", "ADDR") end
    if ok and type(v) == "table" and getmetatable(v) and not tostring(v):find("T!") then r = r:gsub("0x%x+", "ADDR") end
    print(f, i, ok, r)
  end
end
-- missing arguments, extra arguments, a lone '%' at the end, other conversions beside plain ones
print(pcall(string.format, "%s and %s", "one"))
print(pcall(string.format, "%d and %d", 1))
print(pcall(string.format, "%s", nil))
print(pcall(string.format, "%d"))
print(string.format("%s-%d", "a", 2, "extra", {}))
print(pcall(string.format, "%s%", "a"))
print(pcall(string.format, "%s %5d|%-4s|", "a", 7, "b"))
print(pcall(string.format, "%s %q", "a", "b\n"))
print(pcall(string.format, "%d %i", 3, 4))
print(pcall(string.format, "%s %y", "a", 1))
-- many distinct formats (the cache of parsed formats is cleared and refilled)
local sum = 0
for i = 1, 700 do
  local s = string.format("k" .. (i % 300) .. "=%d;%s", i, "v")
  sum = sum + #s
end
print(sum)
-- __tostring that itself formats, inside %s of a plain format
local inner = setmetatable({}, { __tostring = function() return string.format("<%d:%s>", 5, "in") end })
print(string.format("%s|%d|%s", inner, 6, inner))

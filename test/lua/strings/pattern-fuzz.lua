-- generated patterns (some malformed) against generated subjects: find, match, gsub, gmatch
local seed = 2024
local function rnd(n) seed = (seed * 1103515245 + 12345) % 2147483648; return (seed >> 8) % n end
local atoms = {"a", "b", ".", "%a", "%d", "%s", "%w", "%p", "%A", "[ab]", "[^a]", "[a-c]", "[%d_]", "%b()", "%f[%a]",
  "%f[%s]", "(", ")", "()", "%1", "%", "[", "]", "^", "$", "x", "%.", "[]]", "[^]", "%z", "-"}
local quants = {"", "", "", "*", "+", "-", "?"}
local chars = "ab ab(c)d 12_x.!"
local function pattern()
  local t = {}
  for _ = 1, 1 + rnd(5) do
    local a = atoms[1 + rnd(#atoms)]
    t[#t + 1] = a
    if #a <= 3 and a ~= "(" and a ~= ")" and a ~= "()" then t[#t + 1] = quants[1 + rnd(#quants)] end
  end
  return table.concat(t)
end
local function subject()
  local t = {}
  for _ = 1, rnd(14) do local k = 1 + rnd(#chars); t[#t + 1] = chars:sub(k, k) end
  return table.concat(t)
end
local function show(ok, ...)
  local t = {tostring(ok)}
  for i = 1, select("#", ...) do t[#t + 1] = tostring((select(i, ...))) end
  return table.concat(t, ",")
end
for _ = 1, 300 do
  local p, s = pattern(), subject()
  local g = {}
  local okg, errg = pcall(function() for a, b in s:gmatch(p) do g[#g + 1] = tostring(a) .. "/" .. tostring(b) end end)
  print(string.format("%q %q", p, s), show(pcall(string.find, s, p)), show(pcall(string.match, s, p, 2)),
    show(pcall(string.gsub, s, p, "<%0>")), okg and table.concat(g, " ") or errg)
end

-- fixed patterns against generated subjects: find, match, gsub counts
local seed = 7
local function rnd(n) seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n end
local alphabet = "ab c1(2)[]%.-+*?^$\t\0xyzAZ9_,;"
local pats = {"%a+", "%d", "[%a_][%w_]*", "%s*", "(%w)(%w)", "%b()", "%f[%w]%w+", "[^%s]+", "a.-b", "a*b?c", "(%a)%1",
  "%p+", "[%]%[]", "[a-z]+%d*", ".-$", "^%a", "%x%x", "[%^%$]", "%u", "%c", "%z", "%.%-", "()%a()"}
for i = 1, 40 do
  local t = {}
  for j = 1, rnd(30) do local k = rnd(#alphabet) + 1; t[#t + 1] = alphabet:sub(k, k) end
  local s = table.concat(t)
  local out = {string.format("%q", s)}
  for _, p in ipairs(pats) do
    local a, b = s:find(p)
    local _, n = s:gsub(p, "")
    out[#out + 1] = tostring(a) .. ":" .. tostring(b) .. ":" .. n
  end
  print(table.concat(out, " "))
end

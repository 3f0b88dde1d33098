-- converting integers to and from roman numerals
local vals = {{1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"}, {40, "XL"}, {10, "X"}, {9, "IX"}, {5, "V"}, {4, "IV"}, {1, "I"}}
local function toroman(n)
  local out = {}
  for _, p in ipairs(vals) do while n >= p[1] do out[#out + 1] = p[2] n = n - p[1] end end
  return table.concat(out)
end
local map = {I = 1, V = 5, X = 10, L = 50, C = 100, D = 500, M = 1000}
local function fromroman(s)
  local total = 0
  for i = 1, #s do
    local v, nxt = map[s:sub(i, i)], map[s:sub(i + 1, i + 1)]
    if nxt and nxt > v then total = total - v else total = total + v end
  end
  return total
end
for _, n in ipairs({1, 4, 9, 14, 40, 90, 400, 1994, 2024, 3999}) do
  local r = toroman(n)
  print(n, r, fromroman(r))
end

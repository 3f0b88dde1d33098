-- table.pack/table.unpack round trips preserve trailing nils when n is used
local function roundtrip(...)
  local p = table.pack(...)
  return table.unpack(p, 1, p.n)
end
print(select("#", roundtrip(1, nil, nil)))
print(roundtrip(nil, "b"))
local function count(...) return select("#", ...) end
print(count(roundtrip()))
print(count(table.unpack({1, nil, 3}, 1, 3)))
local function apply(f, ...) return f(...) end
print(apply(math.max, 4, 9, 2), apply(string.rep, "ab", 3, "-"))

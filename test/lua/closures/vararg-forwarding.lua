-- forwarding varargs through several calls keeps count and nils
local function count(...) return select("#", ...) end
local function fwd1(...) return count(...) end
local function fwd2(...) return fwd1(...) end
print(fwd2(), fwd2(nil), fwd2(nil, nil), fwd2(1, nil, 3, nil))
local function first(...) return (...) end
print(first(7, 8, 9), first())
local function last(...) local n = select("#", ...) if n == 0 then return nil end return (select(n, ...)) end
print(last(1, 2, 3), last())
local function varsum(...)
  local s = 0
  for i = 1, select("#", ...) do s = s + (select(i, ...) or 0) end
  return s
end
print(varsum(1, 2, nil, 4))
local function tail(_, ...) return ... end
print(tail(1, 2, 3))

-- a call used as one value takes its first result (nil for none) wherever it sits: operands, arguments before the last, table fields, nested calls whose arguments are calls, method chains, conditions
local function none() end
local function one() return 1 end
local function two() return 2, 20 end
local function many(...) return ... end
local function pack(...) return select("#", ...), ... end
print(one() + two(), two() + two(), (many(3, 4, 5)) * 2)
print(pcall(function() return none() + 1 end))
print(pack(none(), one(), two()))
print(pack(two(), two()))
print(pack((two())))
print(pack(many(many(two()), many(none()), two())))
local t = { none(), two(), many(7, 8), k = two(), [two()] = many(9, 10) }
print(#t, t[1], t[2], t[3], t[4], t.k, t[2])
local obj = { v = 0 }
function obj:add(n, ...) self.v = self.v + (n or 0); return self, select("#", ...) end
print(obj:add(two()):add(many(5, 6)):add(none()).v, select(2, obj:add(two())))
print(obj:add(obj:add(two()).v).v)
local s = 0
for i = 1, 300 do
  local k = i % 4
  local f = k == 0 and none or k == 1 and one or k == 2 and two or many
  local v = f(i, i + 1)
  if v then s = s + v end
  if f(k) then s = s + 1 end
  s = s + (pack(f(i)) or 0)
end
print(s)
print(string.format("%d %s", two(), tostring((none()))), tostring((many())), type(many(nil, 1)))
local a, b, c = one(), two()
print(a, b, c)
local x, y = (two())
print(x, y)
print(math.max(two(), many(1, 30)), ("x"):rep(two()))

-- Method calls through __index: a small class hierarchy (Shape -> Rect -> Square, Shape -> Circle)
-- with inherited methods, overrides and calls to the superclass.
local Shape = {}
Shape.__index = Shape
function Shape.new(name) return setmetatable({ name = name, moves = 0, x = 0, y = 0 }, Shape) end
function Shape:move(dx, dy) self.x = self.x + dx; self.y = self.y + dy; self.moves = self.moves + 1 end
function Shape:area() return 0 end
function Shape:weight() return self:area() + self.moves end

local Rect = setmetatable({}, { __index = Shape })
Rect.__index = Rect
function Rect.new(w, h)
  local r = Shape.new("rect")
  r.w, r.h = w, h
  return setmetatable(r, Rect)
end
function Rect:area() return self.w * self.h end

local Square = setmetatable({}, { __index = Rect })
Square.__index = Square
function Square.new(s)
  local q = Rect.new(s, s)
  q.name = "square"
  return setmetatable(q, Square)
end
function Square:weight() return Rect.weight(self) + 1 end

local Circle = setmetatable({}, { __index = Shape })
Circle.__index = Circle
function Circle.new(r)
  local c = Shape.new("circle")
  c.r = r
  return setmetatable(c, Circle)
end
function Circle:area() return 3 * self.r * self.r end

local Counter = {}
Counter.__index = Counter
function Counter.new() return setmetatable({ n = 0 }, Counter) end
function Counter:add(v) self.n = (self.n + v) % 1000003; return self end

local shapes = {}
for i = 1, 200 do
  local k = i % 3
  if k == 0 then shapes[i] = Rect.new(i % 13 + 1, i % 7 + 1)
  elseif k == 1 then shapes[i] = Square.new(i % 11 + 1)
  else shapes[i] = Circle.new(i % 5 + 1) end
end

local c = Counter.new()
for round = 1, 9000 do
  for i = 1, #shapes do
    local s = shapes[i]
    s:move(1, round % 3 - 1)
    c:add(s:weight()):add(s.x % 10)
  end
end
local counts = {}
for i = 1, #shapes do counts[shapes[i].name] = (counts[shapes[i].name] or 0) + 1 end
print(string.format("counter %d, rect %d, square %d, circle %d, y1 %d",
  c.n, counts.rect, counts.square, counts.circle, shapes[1].y))

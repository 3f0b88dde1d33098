-- a tiny class system with class(), inheritance, super calls, isinstance and __tostring
local function class(parent)
  local c = {}
  c.__index = c
  c.super = parent
  c.__tostring = function(self) return (self.describe and self:describe()) or "object" end
  setmetatable(c, {
    __index = parent,
    __call = function(cls, ...) local o = setmetatable({}, cls) if cls.init then cls.init(o, ...) end return o end,
  })
  return c
end
local function isinstance(o, cls)
  local m = getmetatable(o)
  while m do if m == cls then return true end m = m.super end
  return false
end
local Shape = class()
function Shape:init(name) self.name = name end
function Shape:area() return 0 end
function Shape:describe() return self.name .. " with area " .. self:area() end
local Rect = class(Shape)
function Rect:init(w, h) Shape.init(self, "rect") self.w, self.h = w, h end
function Rect:area() return self.w * self.h end
local Square = class(Rect)
function Square:init(s) Rect.init(self, s, s) self.name = "square" end
local Circle = class(Shape)
function Circle:init(r) self.super.init(self, "circle") self.r = r end
function Circle:area() return math.floor(math.pi * self.r ^ 2 * 100 + 0.5) / 100 end
local shapes = {Rect(2, 3), Square(4), Circle(1), Shape("blob")}
for _, s in ipairs(shapes) do print(tostring(s), isinstance(s, Shape), isinstance(s, Rect), isinstance(s, Square)) end
local total = 0
for _, s in ipairs(shapes) do total = total + s:area() end
print("total area", total)

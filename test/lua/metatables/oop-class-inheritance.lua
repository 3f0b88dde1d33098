-- class/inheritance pattern with __index, constructors, method overriding and super calls
local Animal = {}
Animal.__index = Animal
function Animal.new(name, sound) return setmetatable({name = name, sound = sound}, Animal) end
function Animal:speak() return self.name .. " says " .. self.sound end
function Animal:kind() return "animal" end
local Dog = setmetatable({}, {__index = Animal})
Dog.__index = Dog
function Dog.new(name) local d = Animal.new(name, "woof") return setmetatable(d, Dog) end
function Dog:kind() return "dog, an " .. Animal.kind(self) end
function Dog:fetch() return self.name .. " fetches" end
local a, d = Animal.new("cat", "meow"), Dog.new("rex")
print(a:speak(), a:kind())
print(d:speak(), d:kind(), d:fetch())
print(getmetatable(d) == Dog, getmetatable(a) == Animal, a.fetch)
print(pcall(function() return a:fetch() end))

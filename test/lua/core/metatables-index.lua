local Base = {}
Base.__index = Base
function Base.new(x) return setmetatable({x = x}, Base) end
function Base:get() return self.x end
function Base:name() return "base" end
local Derived = setmetatable({}, {__index = Base})
Derived.__index = Derived
function Derived.new(x) local o = Base.new(x); return setmetatable(o, Derived) end
function Derived:name() return "derived" end
local b, d = Base.new(1), Derived.new(2)
print(b:get(), b:name(), d:get(), d:name())
local calls = 0
local lazy = setmetatable({}, {__index = function(t, k) calls = calls + 1; rawset(t, k, k .. "!"); return k .. "?" end})
print(lazy.a, lazy.a, lazy.b, calls)
print(rawget(lazy, "c"), rawget(lazy, "a"))

-- error levels through tail calls: lua 5.4 replaces the caller's frame for Lua callees, not for library functions
local t = {a = {}}
local function fail(level) error("failed", level) end
local o = {fail = fail}
local function level1() return error("direct") end
local function level2() return error("direct2", 2) end
print(pcall(function() return fail(2) end))
print(pcall(function() return o.fail(2) end))
print(pcall(function() return o:fail() end))
print(pcall(function() local v = o.fail(2) return v end))
print(pcall(function() level1() end))
print(pcall(function() level2() end))
print(pcall(function() return level1() end))
print(pcall(function() return t.nope(1) end))
print(pcall(function() return t:nope() end))
print(pcall(function() return t.a.b.c(1) end))
print(pcall(function() return (nil)() end))
print(pcall(function() return fail(error("in args")) end))
print(pcall(function()
  return o.fail(
    3)
end))
local function deep(n) if n == 0 then error("bottom", 3) end return deep(n - 1) end
print(pcall(function() deep(3) end))
local function g() local x = fail(2) return x end
print(pcall(function() return g() end))
print(pcall(function() return tostring(setmetatable({}, {__tostring = function() error("ts", 2) end})) end))
print(pcall(function() return select(2, error("sel")) end))
print(pcall(function() return setmetatable({}, {__call = function(self, l) error("called", l) end})(2) end))
print(select('#', (function() return string.byte("abc", 1, 3) end)()))

-- runtime errors inside expressions spread over several lines name the line lua5.4 gives each operation
local t = {a = {}}
local B = {}
B.__index = B
function B.new() return setmetatable({}, B) end
function B:a() return self end
function B:b() return nil end
function B:fail(level) error("failed here", level) end
local n = nil
local s = "s"
-- index chains: the line of each index's last token
print(pcall(function()
  local x = t
    .a
    .b
    .c
  return x
end))
print(pcall(function()
  local x = t[
    "a"][
    "b"][
    1]
  return x
end))
-- method chains: the method is looked up at its name's line, called at the chain's first line
print(pcall(function()
  return B.new()
    :a()
    :b()
    :c()
end))
print(pcall(function()
  return B.new()
    :a()
    :zz()
    :a()
end))
print(pcall(function()
  local v = B.new()
    :a()
    :fail(2)
  return v
end))
-- operators: the operator's line, also when it starts a line or follows a comment
print(pcall(function()
  local x = 1
    + n
  return x
end))
print(pcall(function()
  local x = 1 -- one
    -- more words
    * n
  return x
end))
print(pcall(function()
  local x = (1
  ) --[[ long
  comment ]] - n
  return x
end))
print(pcall(function()
  local x = (t.a
    .q or 1) +
    t.a.r
  return x
end))
print(pcall(function()
  return s ..
    t ..
    s
end))
print(pcall(function()
  return 1 <
    t
end))
print(pcall(function()
  return t >=
    1
end))
print(pcall(function()
  return -
    t
end))
print(pcall(function()
  return 2 * #
    n
end))
-- calls: arguments first, then the call at its first line
local f
local count = 0
local function bump() count = count + 1 return count end
print(pcall(function() f(bump(), bump()) end), count)
print(pcall(function() t.nope(error("in the arguments")) end))
print(pcall(function() t:nope(bump()) end), count)
print(pcall(function()
  return math.floor(
    "x",
    bump())
end))
print(pcall(function()
  return f(
    1,
    t.a.b.c)
end))
print(pcall(function()
  local v = t.a.zz(
    bump(),
    t.a
      .a)
  return v
end))
print(pcall(function()
  return string.rep(
    "x",
    t.a.b and 1 or {})
end))
-- a callable table: __call is looked up after the arguments
local callable = setmetatable({}, {})
print(pcall(function()
  return callable(
    (function() getmetatable(callable).__call = function(_, v) return "called " .. v end return "late" end)())
end))
-- stores: the line of the statement's last token
print(pcall(function()
  t.a.b.c
    = 5
end))
print(pcall(function()
  t.a.b[1],
  t.x = 1,
    2
end))
print(pcall(function()
  local g = setmetatable({}, {__newindex = function() error("no new keys", 2) end})
  g.field =
    1
end))
print(pcall(function()
  local r = t.a.x and
    t.a.x.y or
    t.a.w.v
  return r
end))

-- Field reads and overwrites read a table's string store in the generated code itself
-- (compiler/lua/generate/shared/fields.ts strsOf). The store is taken after the value is
-- evaluated, so a value whose evaluation adds and deletes many keys (lua rehashes, the runtime
-- rebuilds the store) still lands in the table; non-tables, nil, JS-named keys and a non-table
-- _ENV keep their messages.

-- the value's evaluation rebuilds the store of the table being written
local t = { x = 1, y = 2 }
-- keys added, deleted, then others added: a rehash that drops the dead keys
local function churn(tab, n)
  for i = 1, n do tab["k" .. i] = i end
  for i = 1, n do tab["k" .. i] = nil end
  for i = 1, 2 * n do tab["m" .. i] = i end
  for i = 1, 2 * n do tab["m" .. i] = nil end
  return n
end
t.x = churn(t, 200)
print(t.x, t.y, t.k1)
t.x, t.y = churn(t, 300), churn(t, 40)
print(t.x, t.y)
-- the field is deleted by the value's evaluation: the write adds it again
t.y = (function() t.y = nil; churn(t, 100); return "back" end)()
print(t.y)
-- the field becomes nil: later reads miss and take __index
setmetatable(t, { __index = function(_, k) return "idx:" .. k end })
t.x = nil
print(t.x, rawget(t, "x"))
t.x = 5
print(t.x)

-- JS property names are ordinary keys, read and overwritten through the same path
local o = { __proto__ = 1, constructor = 2, toString = 3, hasOwnProperty = 4, valueOf = 5 }
o.constructor = o.constructor + 10
o.toString = o.toString * 2
o["__proto__"] = o["__proto__"] + 0.5
print(o.__proto__, o.constructor, o.toString, o.hasOwnProperty, o.valueOf)
local plain = {}
print(plain.constructor, plain.toString, plain.__proto__, plain.hasOwnProperty)

-- reads and writes of non-tables name the variable
local function try(f, ...)
  local ok, err = pcall(f, ...)
  print(ok, err)
end
local n, b, s, fn, none = 42, true, "str", print, nil
try(function() return n.x end)
try(function() return b.x end)
try(function() return fn.x end)
try(function() return none.x end)
try(function() n.x = 1 end)
try(function() none.x = 1 end)
try(function() return s.x end)
print(type(s.len), s.upper == string.upper)
try(function() return none:method() end)
try(function() return n:method() end)
print(("abc"):upper(), s:len())
local f1 = 1.5
try(function() return f1.x end)
local f2 = 2.0
try(function() f2.y = f2.x end)

-- a local _ENV that is not a table, and error() through an _ENV table made by the program
local pcall_, print_, error_ = pcall, print, error
do
  -- (lua5.4 adds "(upvalue '_ENV')" to these two messages, which promptforge does not yet:
  -- the variable part is cut)
  local _ENV = 7
  local ok, err = pcall_(function() return undefined_global end)
  print_(ok, (err:gsub(" %b()$", "")))
  ok, err = pcall_(function() undefined_global = 1 end)
  print_(ok, (err:gsub(" %b()$", "")))
end
do
  local _ENV = "text"
  local ok, v = pcall_(function() return len end)
  print_(ok, v == (""):len(), v ~= nil)
end
do
  local _ENV = { error = error_ }
  print_(pcall_(function() error("custom env") end))
  _ENV.error = function(m) return "not raised: " .. m end
  print_(pcall_(function() error("custom env") end))
  print_(pcall_(function() error = nil; error("gone") end))
end

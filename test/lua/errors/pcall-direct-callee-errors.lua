-- errors raised by the function pcall/xpcall calls directly (returned to pcall without a rethrow): error() at levels 0/1/2/3, non-string values, bad level arguments, runtime errors, recursion and aliases
local function lv(m, l) error(m, l) end
print(pcall(lv, "level1", 1))
print(pcall(lv, "level2", 2))
print(pcall(lv, "level0", 0))
print(pcall(lv, "nolevel"))
print(pcall(function() error("direct") end))
print(pcall(function() error("direct2", 2) end))
print(pcall(function() error() end))
print(select('#', pcall(function() error() end)))
print(pcall(function() error(nil, 2) end))
print(pcall(function() error(42) end))
print(pcall(function() error(4.5, 1) end))
print(pcall(function() error(true) end))
local t = {}
local ok, e = pcall(function() error(t) end)
print(ok, e == t)
print(pcall(function() error("badlevel", "x") end))
print(pcall(function() error("floatlevel", 1.5) end))
print(pcall(function() error("strlevel", "2") end))
print(pcall(function() error("msg " .. 1, 1, "extra") end))
print(pcall(function() error(string.format("fmt %d", 7)) end))
print(pcall(function() error(("x"):rep(3), 1) end))
print(pcall(function() local u = nil; return u.field end))
print(pcall(function(a) return a + 1 end, {}))
print(pcall(function(a, b, c, d) return a .. b .. c .. d end, "a", "b", "c", nil))
-- a function pcall'd and also called directly: only the pcall'd call hands its error back
local function both(x)
  if x > 0 then return both(x - 1) .. "<" end
  error("bottom " .. x)
end
print(pcall(both, 0))
print(pcall(both, 3))
local function recur(n)
  if n == 0 then error({ n = 0 }) end
  local ok2, err = pcall(recur, n - 1)
  err.n = err.n + 1
  error(err)
end
local _, r = pcall(recur, 6)
print(r.n)
-- error inside a loop and after a successful inner pcall
print(pcall(function()
  for i = 1, 3 do
    local ok3 = pcall(error, "inner")
    if i == 3 then error("after " .. i .. " " .. tostring(ok3)) end
  end
end))
-- xpcall hands the returned error to the handler
print(xpcall(function() error("xp") end, function(m) return "handled: " .. m end))
print(xpcall(function() error({}) end, function(m) return type(m) end))
print(xpcall(function(a) return a.b end, function(m) return "h " .. m end, nil))
print(xpcall(function() error("lvl2", 2) end, function(m) return m end))
-- `error` looked up through a metatable, an aliased error, and a replaced global error
print(pcall(function() local er = error; er("aliased") end))
local saved = error
error = function(m) return "not raised: " .. m end
print(pcall(function() error("replaced") end))
error = saved
print(pcall(function() error("restored") end))
-- tail call from the pcall'd function: the callee's level 2 is pcall itself
local function callee() error("tail level 2", 2) end
print(pcall(function() return callee() end))
print(pcall(function() callee() end))
-- the same closure called without pcall after a pcall'd call still raises normally
local f = function(x) if x then error("raised " .. x) end return "fine" end
print(pcall(f, "p"))
print(pcall(function() return f("q") end))
print(f())

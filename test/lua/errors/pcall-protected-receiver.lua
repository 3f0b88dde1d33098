-- pcall's protected mode: only the call pcall/xpcall makes hands an error back to it; every other call of the same function (recursive, nested pcall of itself, as a method, through __call, from a library callback, from a closure it made) raises normally
local function rec(n)
  if n == 0 then error("bottom") end
  local ok, e = pcall(rec, n - 1)
  if n == 2 then error("level " .. n .. " saw " .. tostring(ok) .. " " .. tostring(e)) end
  return "level " .. n .. " got " .. tostring(ok) .. " " .. tostring(e)
end
print(pcall(rec, 0))
print(pcall(rec, 1))
print(pcall(rec, 2))
print(pcall(rec, 3))

local function deep(n)
  if n > 0 then return "<" .. deep(n - 1) .. ">" end
  error("deep end")
end
print(pcall(deep, 3))
print(pcall(deep, 0))

local obj = { n = 0 }
function obj:bump(k)
  self.n = self.n + 1
  if k == "fail" then error("bump failed " .. self.n) end
  if k == "inner" then
    local ok, e = pcall(self.bump, self, "fail")
    return "inner " .. tostring(ok) .. " " .. e
  end
  if k == "method" then return "method " .. self:bump("fail") end
  if k == "nilself" then return self.missing.x end
  return self.n
end
print(pcall(obj.bump, obj))
print(pcall(obj.bump, obj, "fail"))
print(pcall(obj.bump, obj, "inner"))
print(pcall(obj.bump, obj, "method"))
print(pcall(obj.bump, obj, "nilself"))
print(pcall(obj.bump))
print(obj.n)

local callee = setmetatable({}, { __call = function(self, a)
  if a then error("called with " .. a) end
  return "called"
end })
print(pcall(callee))
print(pcall(callee, "x"))
print(pcall(setmetatable({}, { __call = 42 })))

print(pcall(table.sort, { 3, 1, 2 }, function(a, b) error("cmp " .. a .. b) end))
print(pcall(string.gsub, "abc", "%w", function(c) if c == "b" then error("at " .. c) end end))
print(pcall(string.rep))
print(pcall(setmetatable, 1, 2))
print(pcall(pcall, error, "twice"))
print(pcall(pcall))

print(pcall(function()
  local f = function(x) if x then error("inner closure " .. x) end return "fine" end
  local r = f()
  local ok, e = pcall(f, "y")
  print("inside", r, ok, e)
  f("z")
end))

print(pcall(function()
  local ok, e = pcall(error, "first")
  error("second after " .. tostring(e), 1)
end))
print(pcall(function(...)
  local ok, e = pcall(error, "lv2", 2)
  error(e, 0)
end, 1, 2, 3, 4, 5))

print(xpcall(function() local t = nil; return t.x end, function(m) return "handled: " .. m end))
print(xpcall(rec, function(m) return "H " .. m end, 2))
print(xpcall(obj.bump, function(m) return "B " .. m end, obj, "method"))

local function alt(i)
  if i % 3 == 0 then error({ code = i }) end
  if i % 3 == 1 then return alt(i + 1) end
  return i
end
local s, fails = 0, 0
for i = 1, 60 do
  local ok, v = pcall(alt, i)
  if ok then s = s + v else s = s + v.code * 100; fails = fails + 1 end
end
print(s, fails)

local wrap = function(...) return alt(...) end
for i = 1, 4 do
  local ok, v = pcall(wrap, i)
  print(ok, type(v) == "table" and v.code or v)
end

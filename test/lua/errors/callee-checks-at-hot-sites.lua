-- call sites that see functions, callable tables, nil and other values in turn (locals, upvalues, globals, fields, methods): the arguments are evaluated before the callee is checked, __call gets the callee first, and errors name the callee
local log = {}
local function arg(x) log[#log + 1] = x; return x end
local function str(v) return type(v) == "table" and "tbl" or tostring(v) end
local callt = setmetatable({}, { __call = function(self, a, b) return "callt(" .. str(a) .. "," .. str(b) .. ")", self == callt end })
local values = { function(a, b) return "fn(" .. str(a) .. "," .. str(b) .. ")" end, callt, nil, 7, "str", true, {} }

for round = 1, 3 do
  for i = 1, 7 do
    local f = values[i]
    print(round, i, pcall(function() return f(arg("a" .. i), arg("b" .. i)) end))
    print(round, i, pcall(function() local r = f(arg("c" .. i)); return r end))
    g_callee = f
    print(round, i, pcall(function() return g_callee(arg("d" .. i)) end))
    local holder = { m = f, n = 0 }
    print(round, i, pcall(function() return holder.m(arg("e" .. i)) end))
    print(round, i, pcall(function() return holder:m(arg("f" .. i)) end))
    print(round, i, pcall(function() local x = holder:m(arg("g" .. i)); return x end))
  end
end
print(table.concat(log, " "))

-- a class method replaced by a callable table, nil and a function again while a loop calls it
local Class = {}
Class.__index = Class
function Class:get(k) return "get " .. k .. " " .. self.id end
local objs = {}
for i = 1, 5 do objs[i] = setmetatable({ id = i }, Class) end
for step = 1, 6 do
  if step == 2 then Class.get = setmetatable({}, { __call = function(t, self, k) return "tget " .. k .. " " .. self.id end }) end
  if step == 3 then Class.get = nil end
  if step == 4 then Class.get = function(self, k) return "again " .. k .. " " .. self.id end end
  if step == 5 then objs[2].get = 99 end
  if step == 6 then objs[2].get = nil; Class.get = "nope" end
  for i = 1, #objs do print(step, i, pcall(function() return objs[i]:get(arg(step)) end)) end
end

-- results of callable-table calls are all kept, or truncated to one
local function two() return 1, 2 end
local ct = setmetatable({}, { __call = function(_, ...) return select("#", ...), ... end })
print(ct(two()))
print((ct(two())))
print(ct(1, nil, nil))
local t = { ct(two()) }
print(#t, t[1], t[2], t[3])
print(pcall(ct, "x", "y"))

-- a callee read from a call's result
local gets = 0
local function getf(k) gets = gets + 1; if k == 1 then return print elseif k == 2 then return callt end end
for k = 1, 3 do print(k, pcall(function() return getf(k)("via result", k) end)) end
local o = { x = { y = function(...) return select("#", ...) end } }
local function getp() gets = gets + 10; return o end
for k = 1, 3 do print(k, getp().x.y(k), getp().x:y(k), pcall(function() return getp().x.z(k) end)) end
print(gets)

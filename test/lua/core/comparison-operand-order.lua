-- comparison operands are evaluated left to right, also for > and >= (which call __lt/__le with swapped operands)
local log = {}
local function f(n) log[#log+1] = "f" .. n return n end
print(f(1) > f(2), table.concat(log, ","))
log = {}
print(f(3) >= f(2), table.concat(log, ","))
log = {}
local mt = {__lt = function(a, b) log[#log+1] = "lt(" .. a.n .. "," .. b.n .. ")" return a.n < b.n end,
            __le = function(a, b) log[#log+1] = "le(" .. a.n .. "," .. b.n .. ")" return a.n <= b.n end}
local function o(n) log[#log+1] = "o" .. n return setmetatable({n = n}, mt) end
print(o(1) > o(2), o(5) >= o(4), table.concat(log, ","))
log = {}
local t = {1, 2, 3, 4}
local i = 0
local function nxt() i = i + 1 return t[i] end
print(nxt() > nxt(), nxt() < nxt() or i)
print(pcall(function() return f(1) > {} end))
print(pcall(function() return {} >= f(1) end))
print(pcall(function() return "a" > f(1) end))
local x = 1.5
print(f(2) > x, x >= f(1), 2.5 > f(3))

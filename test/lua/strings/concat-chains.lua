-- Chains `a .. b .. c ...` (one OP_CONCAT in lua, runtime concat3/4/5): every operand kind at every position, chains of 3 to 12 operands, metamethods, errors and their lines.
local kinds = {"s", "", "\0z\255", 0, 7, -42, 2^53 - 1, -(2^53 - 1), math.maxinteger, math.mininteger,
  0.0, -0.0, 1.5, 2^53, 1e100, 0.1, 1/3, 123.0}
local function show(v) return (type(v) == "string") and string.format("%q", v) or (math.type(v) .. ":" .. tostring(v)) end
-- every kind at each position of chains of 3, 4 and 5
for i = 1, #kinds do
  local k = kinds[i]
  print(i, show(k .. "a" .. "b"), show("a" .. k .. "b"), show("a" .. "b" .. k))
  print(i, show(k .. 1 .. "c" .. 2), show(1 .. k .. 2 .. "c"), show("c" .. 2 .. k .. 3), show(4 .. "c" .. 5 .. k))
  print(i, show(k .. "p" .. 1 .. "q" .. 2), show("p" .. k .. 1 .. "q" .. 2), show("p" .. 1 .. k .. "q" .. 2),
    show("p" .. 1 .. "q" .. k .. 2), show("p" .. 1 .. "q" .. 2 .. k))
end
-- integers only (no string): must not add them
local a, b, c, d, e = 1, 2, 3, 4, 5
print(a .. b .. c, a .. b .. c .. d, a .. b .. c .. d .. e, -1 .. -2 .. -3, 0 .. 0 .. 0)
-- long chains (nested groups of the runtime chains)
local x = "x"
print(x .. 1 .. x .. 2 .. x .. 3)
print(x .. 1 .. x .. 2 .. x .. 3 .. x)
print(x .. 1 .. x .. 2 .. x .. 3 .. x .. 4 .. x .. 5 .. x .. 6)
print(1 .. 2 .. 3 .. 4 .. 5 .. 6 .. 7 .. 8 .. 9 .. 10 .. 1.5)
print(1.5 .. 2 .. 3 .. 4 .. 5 .. 6 .. 7 .. 8 .. 9 .. 10 .. 11)
-- parentheses: a parenthesized right operand is part of the chain, a left one is not
print((x .. 1) .. (2 .. x) .. (x .. (3 .. 4.0)))
-- operands are all evaluated first, left to right, then joined from the right
local log = {}
local function v(y) log[#log + 1] = show(y) return y end
print(v("a") .. v(1) .. v("b") .. v(2.5) .. v(-3) .. v("") .. v(0.0), table.concat(log, " "))
-- metamethods at every position: which pair each call receives, in which order
local calls = {}
local mt = {__concat = function(l, r)
  calls[#calls + 1] = show(type(l) == "table" and "T" or l) .. "+" .. show(type(r) == "table" and "T" or r)
  return "<mm>"
end}
local o = setmetatable({}, mt)
local chains = {
  function() return o .. "a" .. "b" end,
  function() return "a" .. o .. "b" end,
  function() return "a" .. "b" .. o end,
  function() return 1 .. o .. 2 .. 3 end,
  function() return 1 .. 2 .. o .. 3.5 end,
  function() return o .. 1.5 .. o .. 2 .. o end,
  function() return "p" .. 1 .. 2 .. 3 .. o .. "q" .. 4 end,
  function() return o .. o .. o end,
}
for i, f in ipairs(chains) do
  calls = {}
  local r = f()
  print(i, show(r), table.concat(calls, " | "))
end
-- a metamethod returning a table in the middle of a chain, and one returning a number
local mt2 = {__concat = function(l, r) return setmetatable({}, mt) end}
local p = setmetatable({}, mt2)
calls = {}
print(show("a" .. p .. "b" .. "c"), table.concat(calls, " | "))
local mt3 = {__concat = function(l, r) return 42 end}
local q = setmetatable({}, mt3)
print(show("a" .. q .. "b"), show(q .. "b" .. "c"), show("a" .. "b" .. q))
-- errors name the operand lua blames
local t, nothing = {}, nil
print(pcall(function() return "a" .. t .. "b" end))
print(pcall(function() return t .. "a" .. "b" end))
print(pcall(function() return "a" .. "b" .. t end))
print(pcall(function() return "a" .. nothing .. 1 .. 2 end))
print(pcall(function() return 1 .. 2 .. 3 .. true end))
print(pcall(function() return x .. x .. x .. x .. x .. x .. nothing end))
print(pcall(function() return nothing .. x .. x .. x .. x .. x .. x end))
print(pcall(function() local u = {} return "a" .. u.f .. "b" end))
print(pcall(function() return "a" .. t[1] .. "b" end))
print(pcall(function() return "a" .. math.pi .. print .. "b" end))
-- the line of a chain's error is the line of its last `..`
print(pcall(function()
  return t ..
    "a" ..
    "b"
end))
print(pcall(function()
  return "a" ..
    t ..
    "b" ..
    "c"
end))
print(pcall(function()
  return "a" .. "b"
    .. "c"
    .. t
end))
print(pcall(function()
  return ("a" .. "b") ..
    "c" ..
    t
end))
print(pcall(function()
  return "a" .. (t
    .. "b" ..
    "c")
end))
-- an error in an operand (a call) keeps that call's line
print(pcall(function()
  return "a" ..
    error("in operand") ..
    "c"
end))

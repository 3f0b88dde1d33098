-- one method call site that sees instances of several classes, strings, nil, numbers, booleans, functions and tables without a metatable in turn: each receiver finds its own method or fails with lua's message, before and after the method caches fill
local A = {}
A.__index = A
function A:m(x) return "A.m " .. tostring(x) end
function A:len() return "A.len" end
local B = setmetatable({}, { __index = A })
B.__index = B
function B:m(x) return "B.m " .. tostring(x) end
local C = setmetatable({}, { __index = B })
C.__index = C
local plain = { m = function(self, x) return "own m " .. tostring(x) end }
local empty = {}
local viaFn = setmetatable({}, { __index = function(t, k) return function(self, x) return "fn-index " .. k .. " " .. tostring(x) end end })

local receivers = {
  setmetatable({}, A), "text", setmetatable({}, B), 12, setmetatable({}, C), true, plain,
  empty, function() end, viaFn, 1.5, setmetatable({}, A), setmetatable({}, { __index = empty }),
}
local names = { "A", "string", "B", "number", "C", "boolean", "plain", "empty", "function", "viaFn", "float", "A2", "emptychain" }

for round = 1, 3 do
  for i = 1, #receivers + 1 do
    local r = receivers[i]
    local ok, v = pcall(function() return r:m(i) end)
    print(round, names[i] or "nil", ok, v)
    ok, v = pcall(function() return r:len() end)
    print(round, names[i] or "nil", "len", ok, v)
  end
  if round == 2 then
    A.len = nil
    function B:len() return "B.len" end
    getmetatable("").__index.m = function(s, x) return "string m " .. s .. " " .. tostring(x) end
  end
end
getmetatable("").__index.m = nil
print(pcall(function() return ("abc"):m() end))

-- closures stored in tables capture state privately (module pattern)
local function Stack()
  local items = {}
  local self = {}
  function self.push(v) items[#items + 1] = v end
  function self.pop() local v = items[#items] items[#items] = nil return v end
  function self.size() return #items end
  return self
end
local s = Stack()
s.push(1) s.push(2) s.push(3)
print(s.size(), s.pop(), s.pop(), s.size())
local s2 = Stack()
print(s2.size(), s2.pop())
local ops = {}
for _, op in ipairs({"+", "-", "*"}) do
  ops[op] = function(a, b)
    if op == "+" then return a + b elseif op == "-" then return a - b else return a * b end
  end
end
print(ops["+"](2, 3), ops["-"](2, 3), ops["*"](2, 3))

-- multiple inheritance by searching a list of parents in an __index function
local function createClass(...)
  local parents = {...}
  local c = {}
  setmetatable(c, {__index = function(_, k)
    for i = 1, #parents do local v = parents[i][k] if v ~= nil then return v end end
  end})
  c.__index = c
  function c:new(o) o = o or {} setmetatable(o, c) return o end
  return c
end
local Named = {getname = function(self) return self.name end, setname = function(self, n) self.name = n end}
local Account = {balance = 0, deposit = function(self, v) self.balance = self.balance + v end}
local NamedAccount = createClass(Account, Named)
local acc = NamedAccount:new({name = "Paul"})
print(acc:getname())
acc:deposit(100) acc:deposit(50)
print(acc.balance, Account.balance)
acc:setname("Ann")
print(acc:getname())

-- a singly linked list with push, reverse, iteration via closures and removal
local List = {}
List.__index = List
function List.new() return setmetatable({head = nil, size = 0}, List) end
function List:push(v) self.head = {value = v, next = self.head} self.size = self.size + 1 return self end
function List:iter() local node = self.head return function() if node then local v = node.value node = node.next return v end end end
function List:reverse() local prev, cur = nil, self.head while cur do cur.next, prev, cur = prev, cur, cur.next end self.head = prev return self end
function List:remove(v)
  local prev, cur = nil, self.head
  while cur do
    if cur.value == v then if prev then prev.next = cur.next else self.head = cur.next end self.size = self.size - 1 return true end
    prev, cur = cur, cur.next
  end
  return false
end
local function collect(l) local t = {} for v in l:iter() do t[#t + 1] = v end return table.concat(t, " ") end
local l = List.new()
for i = 1, 6 do l:push(i * i) end
print(l.size, collect(l))
l:reverse()
print(collect(l))
print(l:remove(16), l:remove(100), l:remove(1), l.size, collect(l))

-- a double-ended queue with head/tail indices and a stack, with many operations
local Deque = {}
Deque.__index = Deque
function Deque.new() return setmetatable({first = 0, last = -1}, Deque) end
function Deque:pushleft(v) self.first = self.first - 1 self[self.first] = v end
function Deque:pushright(v) self.last = self.last + 1 self[self.last] = v end
function Deque:popleft() if self.first > self.last then return nil end local v = self[self.first] self[self.first] = nil self.first = self.first + 1 return v end
function Deque:popright() if self.first > self.last then return nil end local v = self[self.last] self[self.last] = nil self.last = self.last - 1 return v end
function Deque:size() return self.last - self.first + 1 end
local d = Deque.new()
for i = 1, 5 do d:pushright(i) d:pushleft(-i) end
print(d:size(), d:popleft(), d:popright(), d:popleft(), d:size())
local out = {}
while d:size() > 0 do out[#out + 1] = d:popleft() end
print(table.concat(out, " "), d:popleft(), d:popright())

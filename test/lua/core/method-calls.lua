local obj = {n = 0}
function obj:inc(k) self.n = self.n + (k or 1); return self end
function obj.static(a) return a * 2 end
obj:inc():inc(5):inc()
print(obj.n, obj.static(21))
local calls = 0
local function get() calls = calls + 1; return obj end
get():inc()
print(obj.n, calls)
local s = "hello"
print(s:upper(), s:sub(2, 3), ("%s!"):rep(2), #s:rep(3))
local nested = {inner = {v = 3, get = function(self) return self.v end}}
print(nested.inner:get())
local t = {list = {}}
function t.list:push(v) self[#self + 1] = v end
t.list:push(1); t.list:push(2)
print(#t.list)

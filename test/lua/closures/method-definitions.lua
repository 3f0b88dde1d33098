-- function definitions: t.a.b.f, t:m (implicit self), and calls with : vs .
local obj = {inner = {}}
function obj.inner.f(x) return "f" .. x end
function obj:m(x) return self == obj, x end
function obj.plain(self, x) return self, x end
print(obj.inner.f(1))
print(obj:m(2))
print(obj.m(obj, 3))
print(obj.m(nil, 4))
local s, x = obj:plain(5)
print(s == obj, x)
local str = "abc"
print(str:upper(), string.upper(str))

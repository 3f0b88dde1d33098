local function fib(n) if n < 2 then return n end return fib(n-1) + fib(n-2) end
print(fib(20))
local t = {1, 2, 3, x = "é"}
for i, v in ipairs(t) do print(i, v) end
for i = 1, 3 do print(i) end
local a, b = 1, 2
a, b = b, a
print(a and b or nil, t:foo())
goto skip
print("no")
::skip::

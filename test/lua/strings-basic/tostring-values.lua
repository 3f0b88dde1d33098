-- tostring of nil, booleans, numbers, strings; type-only checks for tables and functions
print(tostring(nil), tostring(true), tostring(false), tostring(0), tostring(-0.0), tostring("s"))
print(tostring(12345678901234), tostring(1e100), tostring(-1e-100), tostring(2^24))
print(type(tostring({})), tostring({}):sub(1, 7), tostring(print):sub(1, 10))
print(tostring(function() end):match("^function: ") ~= nil, tostring({}):match("^table: ") ~= nil)
print(select("#", tostring(1, 2)))
print(tostring(0x7fffffffffffffff), tostring(1/0), tostring(3) .. tostring(4.0))

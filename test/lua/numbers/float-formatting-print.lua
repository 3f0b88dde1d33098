-- print/tostring formatting of floats uses %.14g and appends .0 to integral floats
local vals = {1e15, 1e16, 1e14, 123456789012345.0, 2^53, 2^63, -2^63, 2^64, -0.0, 0.0, 0.1, 1/3, -1/3, 2/3,
  100/2, 3.0, -3.0, 1e100, 1e-100, 1e300*1e10, -1e300*1e10, 5e-324, 1.7976931348623157e308,
  123.456, 1e-5, 0.0001, 1e21, 1e-7, 2^-10, 3.14159265358979, 1e15+0.5, 12345678901234567890,
  255/256, 1/7, 100.0, 1e2, 1E+2, .5, 5., 0x.8p1, 0xA.8p0}
for i, v in ipairs(vals) do print(i, v, tostring(v), math.type(v)) end
print(0/0 ~= 0/0, tostring(1/0), tostring(-1/0))
print(string.format("%.17g", 0.1), string.format("%.3f", 2/3))

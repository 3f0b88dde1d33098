-- .. of numbers uses the float/integer formatting (1.0 stays "1.0", big floats in %.14g)
print(1 .. "", 1.0 .. "", 1e15 .. "", 1e16 .. "", 0.1 .. "", -0.0 .. "", 2^63 .. "", 1/3 .. "")
print(10 .. 20, 1.5 .. 2.5, 0x10 .. "", 1e2 .. "", 5 // 2 .. "", 5 / 2 .. "")
local n = 0
for i = 1, 10 do n = n + #(i / 10 .. "") end
print(n)

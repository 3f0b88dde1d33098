-- tostring and .. on integers and floats, including concatenation of numbers
print(tostring(10), tostring(-10), tostring(10.0), tostring(-10.5))
print(1 .. 2, 1.0 .. "", -0.0 .. "", 10 // 3 .. "", 10 / 2 .. "")
print(2^63 .. "", math.maxinteger .. "", math.mininteger .. "")
print(1e100 .. "|" .. 1/0 .. "|" .. -1/0)
print(#tostring(1/3), #(1/3 .. ""))
print(0x10 .. "", 0xA.8p0 .. "", 1e2 .. "")
local n = 5
print("n=" .. n .. ", n/2=" .. n / 2 .. ", n//2=" .. n // 2)
print(string.rep("9", 3) + 1, ("9"):rep(3) .. 1)

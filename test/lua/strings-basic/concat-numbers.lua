-- .. converts numbers with the same format as tostring, and is right associative
print(1 .. 2 .. 3, 1.5 .. "", -2 .. "", 2^63 .. "", 10 // 1 .. "", 10 / 1 .. "")
print("a" .. 1 + 2 .. "b")
print(1 .. "" == "1", 1.0 .. "" == "1.0")
local s = ""
for i = 1, 5 do s = s .. i .. (i < 5 and "," or "") end
print(s)
print(("x"):rep(3) .. 4 .. 5.0)

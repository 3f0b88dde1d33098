-- string.sub/rep/char accept integral floats and numeric strings as integer arguments
print(("hello"):sub(2.0, 4.0), ("ab"):rep(2.0), string.char(65.0, "66"))
print(("hello"):sub("2", "3"), select("#", ("abc"):byte(1.0, -1.0)))
print(pcall(string.sub, "hello", 2.5))
print(pcall(string.sub, "hello", "x"))
print(pcall(string.rep, "x", 2^63))

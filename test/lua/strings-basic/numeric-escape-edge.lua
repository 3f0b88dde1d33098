-- decimal escapes take up to 3 digits; hex escapes exactly 2; \u accepts leading zeros
print(("\1234"):byte(1, -1))
print(("\0123"):byte(1, -1))
print(("\x414"):byte(1, -1))
print(("\u{0041}\u{000000041}"):byte(1, -1))
print(("\255\254"):byte(1, -1))
print(("\9\10\13"):byte(1, -1))

-- arithmetic on strings produces numbers following tonumber rules
print("0x10" + 0, "1e1" + 0, " 3 " + 0, "3." + 0, ".5" * 2)
print(math.type("10" + 0), math.type("10." + 0), math.type("0x10" * 1))
print("9223372036854775807" + 0, "9223372036854775808" + 0)
print(pcall(function() return "1 1" + 0 end))
print((10 .. "") + 1)

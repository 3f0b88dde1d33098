-- converting between integers and strings at the 64-bit limits
print(tostring(math.maxinteger), tostring(math.mininteger))
print(tonumber(tostring(math.maxinteger)) == math.maxinteger, tonumber(tostring(math.mininteger)) == math.mininteger)
print(math.type(tonumber("9223372036854775807")), math.type(tonumber("9223372036854775808")))
print(math.type(tonumber("-9223372036854775808")), math.type(tonumber("-9223372036854775809")))
print(tonumber("0x8000000000000000"), tonumber("-0x1"), tonumber("0x-1"))
print(string.format("%d", -0), string.format("%5d|%-5d|", 42, 42), string.format("%+d", 5))

-- utf8.char with many arguments, numeric strings and float integral values
print(utf8.char(0x48, 0x65, 0x6C, 0x6C, 0x6F, 0x2C, 0x20, 0x4E16, 0x754C))
print(utf8.char("65", 66.0, 0x43))
print(pcall(utf8.char, 65.5))
print(#utf8.char(table.unpack({0x10000, 0x10001, 0x10002})))

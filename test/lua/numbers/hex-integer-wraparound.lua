-- hexadecimal integer literals wrap around modulo 2^64; decimal ones overflow to float
print(0xffffffffffffffff, 0x1ffffffffffffffff, 0x8000000000000000)
print(0x7fffffffffffffff + 1 == math.mininteger)
print(18446744073709551615, math.type(18446744073709551615))
print(-0x8000000000000000, 0xDEADBEEF, 0xdeadbeef == 3735928559)
print(tonumber("0xffffffffffffffff"), tonumber("0x10000000000000001"))
print(0x0, 0x00000000000000001, 0xAbCdEf)

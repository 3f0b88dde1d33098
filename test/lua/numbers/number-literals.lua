-- all forms of numeric literals: decimal, hex, hex float, exponents, leading/trailing dots
print(3, 345, 0xff, 0xBEBADA)
print(3.0, 3.1416, 314.16e-2, 0.31416E1, 34e1)
print(0x0.1E, 0xA23p-4, 0X1.921FB54442D18P+1)
print(.5, 5., 5.e1, .5e1)
print(1e+2, 1E-2, 0e0, 00, 007, 1e0)
print(math.type(0xA23p-4), math.type(0x10), math.type(1e0))

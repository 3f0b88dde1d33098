-- negative zero: printing, equality, division and integer conversion
local nz = -0.0
print(nz, 0.0, -0, 0 * -1, 0.0 * -1)
print(nz == 0, nz == 0.0, 1/nz, 1/0.0)
print(math.type(-0), -0 == 0, tostring(-0))
print(nz + 0, nz - 0.0, 0.0 - 0.0, -nz)
print(math.tointeger(nz), nz // 1, nz % 1)
print(math.abs(nz), math.floor(nz), math.ceil(-0.5), math.type(math.ceil(-0.5)))
print(string.format("%g %.1f", nz, nz))
print(nz | 0, math.max(nz, 0.0), math.min(0.0, nz))
local t = {}
t[nz] = "negzero"
print(t[0], t[0.0])
print(-0.0 < 0.0, -0.0 <= 0.0)

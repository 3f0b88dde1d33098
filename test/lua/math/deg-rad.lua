-- math.deg and math.rad: always floats, the same products as lmathlib.c, argument errors
print(math.deg(1), math.rad(1), math.deg(0), math.rad(0))
print(math.deg(math.pi), math.rad(180), math.deg(-0.0), math.rad(-180))
print(math.type(math.deg(2)), math.type(math.rad(2)), math.deg("90"), math.rad("3.5"))
print(math.deg(1e308), math.rad(-math.huge), math.deg(math.maxinteger))
print(string.format("%.17g %.17g", math.deg(0.5), math.rad(45)))
local d, r = math.deg, math.rad
print(d(r(30)) == 30, r(d(0.25)))
print(pcall(math.deg))
print(pcall(math.rad, {}))
print(pcall(math.deg, "x"))
local keys = {}
for k in pairs(math) do if k == "deg" or k == "rad" then keys[#keys + 1] = k end end
table.sort(keys)
print(table.concat(keys, ","))

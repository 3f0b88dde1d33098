-- float keys with integral values are normalized to integer keys in tables
local t = {}
t[1.0] = "a"; t[2] = "b"; t[3.0] = "c"
print(t[1], t[2.0], t[3], #t)
t[2^53] = "big"
print(t[9007199254740992], t[2^53])
t[0.5] = "half"
print(t[0.5], t[1/2])
for i = 1, #t do io.write(i, "=", t[i], " ") end print()
local u = {[1.0]="x", [2.0]="y"}
print(#u, u[1], u[2])
print(rawget(t, 1.0), rawget(t, 1))
print(next({[1.0]=true}), math.type(next({[1.0]=true})))
print(pcall(function() local z = {} z[0/0] = 1 end))
print(pcall(function() local z = {} z[nil] = 1 end))
print(({})[0/0], ({})[nil])

-- integer arithmetic wraps around modulo 2^64 on overflow
local max, min = math.maxinteger, math.mininteger
print("max", max)
print("min", min)
print("max+1", max + 1)
print("max+1==min", max + 1 == min)
print("min-1", min - 1)
print("max*2", max * 2)
print("min*-1", min * -1)
print("-min", -min)
print("max*max", max * max)
print("min*min", min * min)
print("max+max", max + max)
print("min+min", min + min)
print("abs(min)", math.abs(min))
print("1<<63", 1 << 63)
print("1<<64", 1 << 64)
print("big mul", 123456789 * 987654321 * 1000)
print("pow is float", 2^63, math.type(2^63))
local x = 1
for i = 1, 70 do x = x * 3 end
print("3^70 wrapped", x)
local f = 1
for i = 1, 25 do f = f * i end
print("25! wrapped", f)
print("max+1.0", max + 1.0)
print("max+0.0", max + 0.0)
print("min+0.0", min + 0.0)

-- generic for: more loop variables than values are nil, explist adjusted to 4 values
local function gen(_, i) if i < 3 then return i + 1 end end
for a, b, c in gen, nil, 0 do io.write(tostring(a), tostring(b), tostring(c), " ") end print()
local calls = 0
local function f() calls = calls + 1 return gen, nil, 0 end
for x in f() do end
print("explist evaluated once", calls)
for k, v in pairs({}) do print("never") end
print(pcall(function() for x in 42 do end end))
print(pcall(function() for x in nil do end end))

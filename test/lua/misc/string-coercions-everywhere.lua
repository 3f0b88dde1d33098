-- where strings and numbers convert automatically and where they don't
print("5" + 0, "5" * "2", 5 .. "", "5" == 5, #("5" .. 5))
print(string.rep("ab", "2"), ("x"):rep(2.0), string.sub(12345, 2, 3), string.upper(1.5))
print(math.max("3", "20") == "3" or "max compares strings?")
local t = {}
t["1"] = "string key"
t[1] = "number key"
print(t["1"], t[1], t[1.0])
print(pcall(function() return {} .. "" end))
print(10 == "10", tostring(10) == "10", tonumber("10") == 10)
print(#tostring(12.0), ("7"):byte(), string.char("55"))

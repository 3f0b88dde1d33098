-- equality never coerces between strings and numbers, but concatenation does
print(1 == "1", "1" == 1, 1 .. "" == "1", tostring(1) == "1")
print(1.0 .. "" == "1.0", 10 .. 20, 1.5 .. "x")
local t = {[1] = "num", ["1"] = "str"}
print(t[1], t["1"], t[tonumber("1")], t[tostring(1)])
print(pcall(function() return 1 < "x" end))
print(("10" + 0) == 10, ("10.0" + 0) == 10, math.type("10.0" * 1))

-- and/or return operands (not booleans) and short-circuit evaluation
local calls = {}
local function t(name, v) calls[#calls + 1] = name return v end
print(nil and 1, false and 1, 1 and 2, 1 and nil, nil or "d", false or nil, 0 or 1, "" or 1)
print(t("a", false) and t("b", true))
print(t("c", 1) or t("d", 2))
print(t("e", nil) or t("f", false))
print(table.concat(calls, ","))
local x = nil
print(x and x.field or "default")
local v = 5
print(v > 3 and "big" or "small", v > 10 and "big" or "small")
print(false and error("never") or "safe")
print(1 and false or "fallback")
print(not nil == true, not (1 == 2))

-- known gap: an error whose level points at pcall's caller gets that caller's line in lua5.4; we add it only
-- where the global `pcall` is called by name, not through an alias, and not for xpcall
local p = pcall
print(p(error, "alias", 2))
local function f() error("alias level 3", 3) end
print(p(f))
print(xpcall(error, function(m) return "handled: " .. m end, "xpcall", 2))

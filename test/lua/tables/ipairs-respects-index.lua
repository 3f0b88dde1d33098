-- ipairs respects __index metamethods (lua 5.4 behaviour) and stops at the first nil
local proxy = setmetatable({}, {__index = function(t, i) if i <= 4 then return i * 100 end end})
for i, v in ipairs(proxy) do io.write(i, "=", v, " ") end print()
local base = {"a", "b", "c"}
local derived = setmetatable({}, {__index = base})
for i, v in ipairs(derived) do io.write(i, "=", v, " ") end print()
print(#derived, rawlen(derived))

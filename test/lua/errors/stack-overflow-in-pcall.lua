-- stack overflow inside pcall: the message and position, recovery, and functions pcall calls directly afterwards
local function inf(n) return 1 + inf(n + 1) end
local ok, e = pcall(inf, 1)
print(ok, e)
local function g(x) if x then error("g " .. x) end return "g ok" end
print(g())
print(pcall(g, "direct"))
print(select(2, pcall(string.rep)))

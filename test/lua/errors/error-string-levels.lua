-- error with a string message at levels 1 (default), 2 and 0 controls the position prefix
local function lvl1() error("at level 1") end
local function lvl2() error("at level 2", 2) end
local function lvl0() error("no position", 0) end
local function caller() lvl2() end
print(pcall(lvl1))
print(pcall(lvl2))
print(pcall(caller))
print(pcall(lvl0))
local function lvl3inner() error("level 3", 3) end
local function lvl3mid() lvl3inner() end
local function lvl3outer() lvl3mid() end
print(pcall(lvl3outer))
print(pcall(error, "direct"))

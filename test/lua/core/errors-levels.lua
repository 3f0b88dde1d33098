local function lvl1() error("one") end
local function lvl2() error("two", 2) end
local function call2() lvl2() end
local function lvl0() error("zero", 0) end
print(pcall(lvl1))
print(pcall(call2))
print(pcall(lvl0))
print(pcall(error))
print(pcall(error, nil))
print(select("#", pcall(error, {code = 1})), type(select(2, pcall(error, {code = 1}))))
local ok, e = pcall(error, setmetatable({}, {__tostring = function() return "custom" end}))
print(ok, tostring(e))
print(pcall(error, 42))
print(pcall(error, "msg", 1))
local function deep() error("deep", 3) end
local function mid() deep() end
local function top() mid() end
print(pcall(top))
print(select('#', pcall(error)))

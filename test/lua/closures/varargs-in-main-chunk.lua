-- the main chunk is a vararg function (no script arguments passed here)
print(select("#", ...))
local args = {...}
print(#args)
local function wrap(...) return select("#", ...) end
print(wrap(...), wrap(..., 1), wrap(1, ...))

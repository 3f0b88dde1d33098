-- constructors with computed keys, function calls, and nested varargs
local function kv(...) return ... end
local i = 0
local function nexti() i = i + 1 return i end
local t = {[nexti()] = nexti(), [nexti()] = nexti()}
print(t[1], t[2], t[3], t[4])
local u = {kv("a", "b"), kv("c", "d")}
print(#u, table.concat(u, ","))
local keys = {["a" .. "b"] = 1, [1 + 1] = "two", [2^1] = "float two?"}
print(keys.ab, keys[2])
local nested = {{{{"deep"}}}}
print(nested[1][1][1][1])

-- an error whose level points at the caller of pcall gets the line where that caller called the global pcall,
-- as in lua5.4: error called directly by pcall with level 2, error(msg, 3) in the function pcall calls,
-- deeper levels through several frames, multi-line calls, results used in every way
print(pcall(error, "top2", 2))
print(pcall(error, "top1", 1))
print(pcall(error, "top0", 0))
print(pcall(error, "top3", 3))
print(pcall(error, { "table" }, 2) == false)
print(pcall(error, 42, 2))
print(pcall(error, nil, 2))
local function direct3() error("level3", 3) end
print(pcall(direct3))
local function direct2() error("level2", 2) end
print(pcall(direct2))
local function deep4() error("deep4", 4) end
local function mid() deep4() end
print(pcall(mid))
local function deep5() error("deep5", 5) end
local function mid5() deep5() end
print(pcall(mid5))
local function runtime3()
  local t = nil
  return t.x
end
print(pcall(runtime3))
local function tail()
  return pcall(error, "tail2", 2)
end
print(tail())
local function inLocal()
  local ok, e = pcall(
    error,
    "multiline2",
    2)
  return ok, e
end
print(inLocal())
local ok, e = pcall(direct3)
print(ok, e)
local t = { pcall(error, "in table", 2) }
print(t[1], t[2])
print(select("#", pcall(error, "count", 2)), (select(2, pcall(error, "select", 2))))
print(pcall(pcall, error, "nested", 2))
print(pcall(function() return pcall(error, "inner", 2) end))
-- the same site, failing and succeeding in turns
for i = 1, 4 do
  print(i, pcall(i % 2 == 0 and error or tostring, "turns", 2))
end
-- the global pcall replaced by another function and restored
local real = pcall
pcall = function(f, ...) return false, "not pcall" end
print(pcall(error, "replaced", 2))
pcall = real
print(pcall(error, "restored", 2))
-- error values that are not strings keep no position; levels given as strings and floats
print(pcall(error, "str level", "2"))
print(pcall(error, "float level", 2.0))
print(pcall(direct3) == false)

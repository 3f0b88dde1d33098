-- error positions with level 1 and 2 through several Lua call frames
local function a() error("from a", 1) end
local function b() a() end
local function c() error("from c blames caller", 2) end
local function d()
  c()
end
print(pcall(b))
print(pcall(d))
local function validate(x) if not x then error("validation failed", 2) end end
local function process(x)
  validate(x)
  return "processed"
end
print(pcall(process, true))
print(pcall(process, false))
